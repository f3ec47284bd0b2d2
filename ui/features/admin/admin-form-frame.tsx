import { useEffect, useRef, type ReactNode } from "react";
import { Button } from "../../components/button";
import { card, cardHeader, cardTitle, muted } from "../../components/card.css";
import { RequestIdLine } from "../../components/request-id-line";
import { StatusMessage } from "../../components/status-message";
import { useI18n } from "../../i18n/i18n-context";
import * as css from "./admin.css";
import type { AdminFormView } from "./use-admin-form";

/**
 * The card every console form sits in: its title (focused when it opens, so a keyboard or screen
 * reader user lands in it), the failure with its request id, the fields, save and cancel.
 */
export function AdminFormFrame({
  titleKey,
  titleValues,
  leadKey,
  form,
  onCancel,
  children,
}: {
  readonly titleKey: string;
  readonly titleValues?: Readonly<Record<string, string>>;
  /** A line under the title saying what saving does. */
  readonly leadKey?: string;
  readonly form: AdminFormView;
  readonly onCancel: () => void;
  readonly children: ReactNode;
}) {
  const { t } = useI18n();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section className={card} aria-labelledby="admin-form-title">
      <div className={cardHeader}>
        <h2 id="admin-form-title" className={cardTitle} ref={heading} tabIndex={-1}>
          {t(titleKey, titleValues)}
        </h2>
      </div>
      {leadKey === undefined ? null : <p className={muted}>{t(leadKey)}</p>}
      <form
        className={css.form}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          form.send({ type: "user.submit" });
        }}
      >
        <StatusMessage
          message={form.failureKey === undefined ? undefined : { key: form.failureKey, tone: "error" }}
        />
        <RequestIdLine id={form.requestId} />
        {children}
        <div className={css.formActions}>
          <Button type="submit" busy={form.busy} disabled={form.busy}>
            {t(form.busy ? "ui_admin_saving" : "ui_admin_save")}
          </Button>
          <Button type="button" variant="secondary" onClick={onCancel} disabled={form.busy}>
            {t("ui_admin_cancel")}
          </Button>
        </div>
      </form>
    </section>
  );
}

import { useActorRef, useSelector } from "@xstate/react";
import { useMemo } from "react";
import { fromPromise } from "xstate";
import { validatePasswordChange } from "../../../../core/account/password-change";
import {
  passwordChangeMachine,
  type PasswordField,
} from "../../../../machines/account/password-change.machine";
import { inspectionRelay } from "../../../../machines/tooling/inspection-relay";
import { Button } from "../../../components/button";
import { card, cardHeader, cardTitle, muted } from "../../../components/card.css";
import { StatusMessage } from "../../../components/status-message";
import { TextField } from "../../../components/text-field";
import { useI18n } from "../../../i18n/i18n-context";
import * as css from "../account.css";
import { usePorts } from "../../../platform/ports";
import { ACCOUNT_PORTS } from "../../../../machines/account/account-ports";

const FIELDS: ReadonlyArray<readonly [PasswordField, string, string]> = [
  ["current", "ui_settings_password_current", "current-password"],
  ["next", "ui_settings_password_new", "new-password"],
  ["confirmation", "ui_settings_password_confirm", "new-password"],
];

/** Changing one's password; every other device is signed out. */
export function PasswordCard() {
  const { t } = useI18n();
  const { api } = usePorts(ACCOUNT_PORTS);
  const machine = useMemo(
    () =>
      passwordChangeMachine.provide({
        actors: { changePassword: fromPromise(({ input }) => api.changePassword(input)) },
      }),
    [api],
  );
  const actor = useActorRef(machine, { inspect: inspectionRelay.inspect });
  const snapshot = useSelector(actor, (s) => s);
  const { context } = snapshot;
  const errors = validatePasswordChange(context.change);
  const notice =
    context.notice === undefined
      ? undefined
      : context.notice.tone === "success"
        ? { key: context.notice.key, tone: "success" as const }
        : { key: context.notice.key, tone: "error" as const };
  return (
    <section className={card} aria-labelledby="password-title">
      <div className={cardHeader}>
        <h2 id="password-title" className={cardTitle}>
          {t("ui_settings_password")}
        </h2>
      </div>
      <p className={muted}>{t("ui_settings_password_lead")}</p>
      <StatusMessage message={notice} />
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          actor.send({ type: "user.submit" });
        }}
      >
        <div className={css.formGrid}>
          {FIELDS.map(([field, labelKey, autoComplete]) => (
            <TextField
              key={field}
              type="password"
              autoComplete={autoComplete}
              labelKey={labelKey}
              value={context.change[field]}
              onValueChange={(value) => actor.send({ type: "user.change", field, value })}
              errors={context.showErrors ? errors[field] : []}
            />
          ))}
        </div>
        <div className={css.actionsRow}>
          <Button type="submit" busy={snapshot.matches("saving")} disabled={snapshot.matches("saving")}>
            {t("ui_settings_password_submit")}
          </Button>
        </div>
      </form>
    </section>
  );
}

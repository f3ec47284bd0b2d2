import { useState, type FormEvent } from "react";
import { Link } from "wouter";
import type { FieldErrors } from "../../../../core/validation/field-errors";
import type { PasswordPairField } from "../../../../core/validation/password-pair";
import type {
  ResetPasswordEvent as MachineEvent,
  ResetPasswordForm,
} from "../../../../machines/auth/reset-password.machine";
import { Button } from "../../../components/button";
import { block, button } from "../../../components/button.css";
import { Loader } from "../../../components/loader";
import { StatusMessage, type ServerMessage } from "../../../components/status-message";
import { TextField } from "../../../components/text-field";
import { useI18n } from "../../../i18n/i18n-context";
import { PublicShell } from "../public-shell/public-shell";
import * as css from "../public-shell/form.css";

/** The reset-password machine's snapshot, read for the view. */
export interface ResetPasswordViewState {
  /** checking: the link is asked about first; linkUnusable: it is used or expired, no form is shown. */
  readonly phase: "checking" | "linkUnusable" | "editing" | "sending";
  readonly form: ResetPasswordForm;
  readonly errors: FieldErrors<PasswordPairField>;
  /** `snapshot.can({ type: "user.submit" })`: both passwords valid and equal (spec 5). */
  readonly canSubmit: boolean;
  readonly message: ServerMessage | undefined;
}

/** The hash comes from the route; the machine adds it to POST auth/reset/password. */
export type ResetPasswordEvent = MachineEvent;

export interface ResetPasswordViewProps {
  readonly state: ResetPasswordViewState;
  readonly send: (event: ResetPasswordEvent) => void;
}

export function ResetPasswordView({ state, send }: ResetPasswordViewProps) {
  return (
    <PublicShell titleKey="ui_reset_title" subtitleKey="ui_reset_subtitle">
      {state.phase === "checking" ? (
        <Loader />
      ) : state.phase === "linkUnusable" ? (
        <UnusableLink message={state.message} />
      ) : (
        <ResetPasswordForm state={state} send={send} />
      )}
    </PublicShell>
  );
}

/** A used or expired link: say so, and offer a new link instead of a form that cannot work. */
function UnusableLink({ message }: { readonly message: ServerMessage | undefined }) {
  const { t } = useI18n();
  return (
    <div className={css.form}>
      <StatusMessage message={message} />
      <div className={css.actions}>
        <Link href="/resetpassword" className={`${button.primary} ${block}`}>
          {t("ui_reset_ask_new_link")}
        </Link>
        <p className={css.centreText}>
          <Link href="/" className={css.textLink}>
            {t("ui_back_to_login")}
          </Link>
        </p>
      </div>
    </div>
  );
}

function ResetPasswordForm({ state, send }: ResetPasswordViewProps) {
  const { t } = useI18n();
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const { form, errors } = state;
  const sending = state.phase === "sending";
  const change = (field: keyof ResetPasswordForm) => (value: string) => {
    send({ type: "user.change", field, value });
    setTouched((previous) => new Set(previous).add(field));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    send({ type: "user.submit" });
  };

  return (
    <form className={css.form} onSubmit={submit} noValidate aria-label={t("ui_reset_title")}>
      <TextField
        labelKey="ui_field_new_password"
        type="password"
        autoComplete="new-password"
        value={form.password}
        onValueChange={change("password")}
        hintKey="ui_password_hint"
        errors={touched.has("password") ? errors.password : []}
      />
      <TextField
        labelKey="ui_field_password_confirmation"
        type="password"
        autoComplete="new-password"
        value={form.password_confirmation}
        onValueChange={change("password_confirmation")}
        errors={touched.has("password_confirmation") ? errors.password_confirmation : []}
      />
      <StatusMessage message={state.message} />
      <div className={css.actions}>
        <Button type="submit" block busy={sending} disabled={!state.canSubmit}>
          {t("ui_reset_submit")}
        </Button>
        <p className={css.centreText}>
          <Link href="/" className={css.textLink}>
            {t("ui_back_to_login")}
          </Link>
        </p>
      </div>
    </form>
  );
}

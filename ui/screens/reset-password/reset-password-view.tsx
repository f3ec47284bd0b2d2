import { useState, type FormEvent } from "react";
import { Link } from "wouter";
import { isResetSubmittable, validateResetPasswordForm } from "../../../core/validation/reset-password";
import { Button } from "../../components/button";
import { StatusMessage, type ServerMessage } from "../../components/status-message";
import { TextField } from "../../components/text-field";
import { useI18n } from "../../i18n/i18n-context";
import { PublicShell } from "../public-shell/public-shell";
import * as css from "../public-shell/form.css";

export interface ResetPasswordViewState {
  readonly phase: "editing" | "sending";
  readonly message: ServerMessage | undefined;
}

/** The hash comes from the route; the machine adds it to POST auth/reset/password. */
export type ResetPasswordEvent = { readonly type: "user.submit"; readonly password: string };

export interface ResetPasswordViewProps {
  readonly state: ResetPasswordViewState;
  readonly send: (event: ResetPasswordEvent) => void;
}

export function ResetPasswordView({ state, send }: ResetPasswordViewProps) {
  const { t } = useI18n();
  const [password, setPassword] = useState("");
  const [confirmation, setConfirmation] = useState("");
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const form = { password, password_confirmation: confirmation };
  const errors = validateResetPasswordForm(form);
  const submittable = isResetSubmittable(form);
  const sending = state.phase === "sending";
  const touch = (field: string) => setTouched((previous) => new Set(previous).add(field));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (submittable && !sending) send({ type: "user.submit", password });
  };

  return (
    <PublicShell titleKey="ui_reset_title" subtitleKey="ui_reset_subtitle">
      <form className={css.form} onSubmit={submit} noValidate aria-label={t("ui_reset_title")}>
        <TextField
          labelKey="ui_field_new_password"
          type="password"
          autoComplete="new-password"
          value={password}
          onValueChange={(value) => {
            setPassword(value);
            touch("password");
          }}
          hintKey="ui_password_hint"
          errors={touched.has("password") ? errors.password : []}
        />
        <TextField
          labelKey="ui_field_password_confirmation"
          type="password"
          autoComplete="new-password"
          value={confirmation}
          onValueChange={(value) => {
            setConfirmation(value);
            touch("password_confirmation");
          }}
          errors={touched.has("password_confirmation") ? errors.password_confirmation : []}
        />
        <StatusMessage message={state.message} />
        <div className={css.actions}>
          <Button type="submit" block busy={sending} disabled={!submittable || sending}>
            {t("ui_reset_submit")}
          </Button>
          <p className={css.centreText}>
            <Link href="/" className={css.textLink}>
              {t("ui_back_to_login")}
            </Link>
          </p>
        </div>
      </form>
    </PublicShell>
  );
}

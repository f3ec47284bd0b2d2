import { useState, type FormEvent } from "react";
import { Link } from "wouter";
import { COUNTRY_CODES } from "../../../../core/constants/portal-constants";
import type { FieldErrors } from "../../../../core/validation/field-errors";
import type { ForgotPasswordField } from "../../../../core/validation/forgot-password";
import type {
  ForgotPasswordEvent as MachineEvent,
  ForgotPasswordForm,
} from "../../../../machines/auth/forgot-password.machine";
import { Button } from "../../../components/button";
import { fieldset, legend } from "../../../components/field.css";
import { SelectField } from "../../../components/select-field";
import { StatusMessage, type ServerMessage } from "../../../components/status-message";
import { TextField } from "../../../components/text-field";
import { useI18n } from "../../../i18n/i18n-context";
import { PublicShell } from "../public-shell/public-shell";
import * as css from "../public-shell/form.css";

/** The forgot-password machine's snapshot, read for the view. */
export interface ForgotPasswordViewState {
  readonly phase: "editing" | "sending" | "sent";
  readonly form: ForgotPasswordForm;
  readonly errors: FieldErrors<ForgotPasswordField>;
  /** `snapshot.can({ type: "user.submit" })`: spec 5, submit disabled when invalid. */
  readonly canSubmit: boolean;
  readonly message: ServerMessage | undefined;
}

export type ForgotPasswordEvent = MachineEvent;

export interface ForgotPasswordViewProps {
  readonly state: ForgotPasswordViewState;
  readonly send: (event: ForgotPasswordEvent) => void;
}

const COUNTRY_OPTIONS = COUNTRY_CODES.map((code) => ({
  value: String(code),
  labelKey: `ui_country_${code}`,
}));

export function ForgotPasswordView({ state, send }: ForgotPasswordViewProps) {
  const { t } = useI18n();
  // A restored draft shows its messages at once; a fresh form waits for the first keystroke.
  const [touched, setTouched] = useState(state.form.value !== "");
  const { form, errors } = state;
  const sending = state.phase === "sending";
  const type = form.type;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    send({ type: "user.submit" });
  };
  const setValue = (value: string) => {
    send({ type: "user.setValue", value });
    setTouched(true);
  };

  return (
    <PublicShell titleKey="ui_forgot_title" subtitleKey="ui_forgot_subtitle">
      <form className={css.form} onSubmit={submit} noValidate aria-label={t("ui_forgot_title")}>
        <fieldset className={fieldset}>
          <legend className={legend}>{t("ui_forgot_by")}</legend>
          <div className={css.segmented}>
            {(["phone", "email"] as const).map((option) => (
              <label key={option} className={css.segment}>
                <input
                  type="radio"
                  name="type"
                  value={option}
                  className={css.segmentInput}
                  checked={type === option}
                  onChange={() => {
                    send({ type: "user.setType", value: option });
                    setTouched(false);
                  }}
                />
                {t(option === "phone" ? "ui_forgot_by_phone" : "ui_forgot_by_email")}
              </label>
            ))}
          </div>
        </fieldset>
        {type === "phone" ? (
          <div className={css.phoneRow}>
            <SelectField
              labelKey="ui_field_country_code"
              value={String(form.country_code)}
              onValueChange={(value) => send({ type: "user.setCountryCode", value: Number(value) })}
              options={COUNTRY_OPTIONS}
              errors={touched ? errors.country_code : []}
            />
            <TextField
              labelKey="ui_field_mobile"
              type="tel"
              inputMode="numeric"
              autoComplete="tel-national"
              value={form.value}
              onValueChange={setValue}
              errors={touched ? errors.value : []}
            />
          </div>
        ) : (
          <TextField
            labelKey="ui_field_email"
            type="email"
            autoComplete="email"
            value={form.value}
            onValueChange={setValue}
            errors={touched ? errors.value : []}
          />
        )}
        <StatusMessage message={state.message} />
        <div className={css.actions}>
          <Button type="submit" block busy={sending} disabled={!state.canSubmit}>
            {t("ui_forgot_submit")}
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

import { useState, type FormEvent } from "react";
import { VERIFICATION_CODE_LENGTH } from "../../../../core/constants/portal-constants";
import type { CompleteRegistrationField } from "../../../../core/validation/complete-registration";
import type { FieldErrors } from "../../../../core/validation/field-errors";
import type {
  CompleteRegistrationEvent as MachineEvent,
  CompleteRegistrationForm,
} from "../../../../machines/auth/complete-registration.machine";
import { Button } from "../../../components/button";
import { CheckboxField } from "../../../components/checkbox-field";
import { TermsLink } from "../../information/terms-link";
import { Loader } from "../../../components/loader";
import { StatusMessage, type ServerMessage } from "../../../components/status-message";
import { TextField } from "../../../components/text-field";
import { useI18n } from "../../../i18n/i18n-context";
import { PublicShell } from "../public-shell/public-shell";
import * as css from "../public-shell/form.css";
import { RegisteredSummary, type RegisteredSummaryData } from "./registered-summary";

/** The complete-registration machine's snapshot, read for the view. */
export interface CompleteRegistrationViewState {
  /**
   * loading: the registered data is on its way; form: passwords and terms; sendingCode: the SMS is
   * being requested; pin: the 6-digit code is expected; submitting: activation runs.
   */
  readonly phase: "loading" | "form" | "sendingCode" | "pin" | "resending" | "submitting";
  readonly data: RegisteredSummaryData | undefined;
  readonly form: CompleteRegistrationForm;
  readonly errors: FieldErrors<CompleteRegistrationField>;
  readonly pin: string;
  /** Spec 4: both passwords valid, equal and terms ticked (`snapshot.can`). */
  readonly canSendCode: boolean;
  /** Spec 4/5: the pin has 6 digits (`snapshot.can`). */
  readonly canSubmit: boolean;
  /** Resend opens 30 s after a code was sent, at once after a wrong code. */
  readonly canResend: boolean;
  readonly message: ServerMessage | undefined;
}

export type CompleteRegistrationEvent = MachineEvent;

export interface CompleteRegistrationViewProps {
  readonly state: CompleteRegistrationViewState;
  readonly send: (event: CompleteRegistrationEvent) => void;
}

export function CompleteRegistrationView({ state, send }: CompleteRegistrationViewProps) {
  return (
    <PublicShell titleKey="ui_complete_title" subtitleKey="ui_complete_subtitle">
      {state.phase === "loading" ? <Loader /> : <CompleteRegistrationForm state={state} send={send} />}
    </PublicShell>
  );
}

function CompleteRegistrationForm({ state, send }: CompleteRegistrationViewProps) {
  const { t } = useI18n();
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const { form, errors } = state;
  const codeStage = state.phase === "pin" || state.phase === "resending" || state.phase === "submitting";
  const change = (field: keyof CompleteRegistrationForm, value: string | boolean) => {
    send({ type: "user.change", field, value });
    setTouched((previous) => new Set(previous).add(field));
  };

  const sendCode = (event: FormEvent) => {
    event.preventDefault();
    send({ type: "user.sendCode" });
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    send({ type: "user.submit" });
  };

  return (
    <div className={css.form}>
      {state.data !== undefined ? <RegisteredSummary data={state.data} /> : null}
      <StatusMessage message={state.message} />
      {codeStage ? (
        <form className={css.form} onSubmit={submit} noValidate aria-label={t("ui_complete_code_title")}>
          <p>{t("ui_complete_code_sent")}</p>
          <TextField
            labelKey="ui_complete_code"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={VERIFICATION_CODE_LENGTH}
            inputClassName={css.pinInput}
            value={state.pin}
            // Only digits can be part of the code; anything else is dropped as it is typed.
            onValueChange={(value) =>
              send({
                type: "user.changePin",
                pin: value.replace(/\D/g, "").slice(0, VERIFICATION_CODE_LENGTH),
              })
            }
            hintKey="ui_complete_code_hint"
          />
          <div className={css.actions}>
            <Button type="submit" block busy={state.phase === "submitting"} disabled={!state.canSubmit}>
              {t("ui_complete_submit")}
            </Button>
            <Button
              variant="ghost"
              busy={state.phase === "resending"}
              disabled={!state.canResend}
              onClick={() => send({ type: "user.resendCode" })}
            >
              {t("ui_complete_resend")}
            </Button>
          </div>
        </form>
      ) : (
        <form className={css.form} onSubmit={sendCode} noValidate aria-label={t("ui_complete_title")}>
          <TextField
            labelKey="ui_field_password"
            type="password"
            autoComplete="new-password"
            value={form.password}
            onValueChange={(value) => change("password", value)}
            hintKey="ui_password_hint"
            errors={touched.has("password") ? errors.password : []}
          />
          <TextField
            labelKey="ui_field_password_confirmation"
            type="password"
            autoComplete="new-password"
            value={form.password_confirmation}
            onValueChange={(value) => change("password_confirmation", value)}
            errors={touched.has("password_confirmation") ? errors.password_confirmation : []}
          />
          <CheckboxField
            checked={form.terms}
            onCheckedChange={(checked) => change("terms", checked)}
            errors={touched.has("terms") ? errors.terms : []}
            required
          >
            {t("ui_complete_terms")}
          </CheckboxField>
          <TermsLink />
          <CheckboxField
            checked={form.consent_email}
            onCheckedChange={(checked) => change("consent_email", checked)}
          >
            {t("ui_complete_consent_email")}
          </CheckboxField>
          <Button type="submit" block busy={state.phase === "sendingCode"} disabled={!state.canSendCode}>
            {t("ui_complete_send_code")}
          </Button>
        </form>
      )}
    </div>
  );
}

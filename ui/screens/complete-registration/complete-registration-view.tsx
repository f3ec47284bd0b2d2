import { useState, type FormEvent } from "react";
import { VERIFICATION_CODE_LENGTH } from "../../../core/constants/portal-constants";
import {
  canSendCode,
  canSubmitPin,
  validateCompleteRegistrationForm,
} from "../../../core/validation/complete-registration";
import { Button } from "../../components/button";
import { CheckboxField } from "../../components/checkbox-field";
import { Loader } from "../../components/loader";
import { StatusMessage, type ServerMessage } from "../../components/status-message";
import { TextField } from "../../components/text-field";
import { useI18n } from "../../i18n/i18n-context";
import { PublicShell } from "../public-shell/public-shell";
import * as css from "../public-shell/form.css";
import { RegisteredSummary, type RegisteredSummaryData } from "./registered-summary";

export interface CompleteRegistrationViewState {
  /**
   * loading: the registered data is on its way; form: passwords and terms; sendingCode: the SMS is
   * being requested; pin: the 6-digit code is expected; submitting: activation runs.
   */
  readonly phase: "loading" | "form" | "sendingCode" | "pin" | "resending" | "submitting";
  readonly data: RegisteredSummaryData | undefined;
  readonly message: ServerMessage | undefined;
}

export interface CompleteRegistrationPasswords {
  readonly password: string;
  readonly consent_email: boolean;
  readonly terms: boolean;
}

export type CompleteRegistrationEvent =
  | ({ readonly type: "user.sendCode" } & CompleteRegistrationPasswords)
  | { readonly type: "user.resendCode" }
  | ({ readonly type: "user.submit"; readonly code: string } & CompleteRegistrationPasswords);

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
  const [password, setPassword] = useState("");
  const [confirmation, setConfirmation] = useState("");
  const [terms, setTerms] = useState(false);
  const [consentEmail, setConsentEmail] = useState(false);
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [code, setCode] = useState("");
  const form = { password, password_confirmation: confirmation, terms };
  const errors = validateCompleteRegistrationForm(form);
  const codeStage = state.phase === "pin" || state.phase === "resending" || state.phase === "submitting";
  const passwords: CompleteRegistrationPasswords = { password, consent_email: consentEmail, terms };
  const touch = (field: string) => setTouched((previous) => new Set(previous).add(field));

  const sendCode = (event: FormEvent) => {
    event.preventDefault();
    if (canSendCode(form) && state.phase === "form") send({ type: "user.sendCode", ...passwords });
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (canSubmitPin(code) && state.phase === "pin") send({ type: "user.submit", code, ...passwords });
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
            value={code}
            // Only digits can be part of the code; anything else is dropped as it is typed.
            onValueChange={(value) => setCode(value.replace(/\D/g, "").slice(0, VERIFICATION_CODE_LENGTH))}
            hintKey="ui_complete_code_hint"
          />
          <div className={css.actions}>
            <Button
              type="submit"
              block
              busy={state.phase === "submitting"}
              disabled={!canSubmitPin(code) || state.phase !== "pin"}
            >
              {t("ui_complete_submit")}
            </Button>
            <Button
              variant="ghost"
              busy={state.phase === "resending"}
              disabled={state.phase !== "pin"}
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
          <CheckboxField
            checked={terms}
            onCheckedChange={(checked) => {
              setTerms(checked);
              touch("terms");
            }}
            errors={touched.has("terms") ? errors.terms : []}
            required
          >
            {t("ui_complete_terms")}
          </CheckboxField>
          <CheckboxField checked={consentEmail} onCheckedChange={setConsentEmail}>
            {t("ui_complete_consent_email")}
          </CheckboxField>
          <Button
            type="submit"
            block
            busy={state.phase === "sendingCode"}
            disabled={!canSendCode(form) || state.phase !== "form"}
          >
            {t("ui_complete_send_code")}
          </Button>
        </form>
      )}
    </div>
  );
}

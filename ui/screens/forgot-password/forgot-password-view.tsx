import { useState, type FormEvent } from "react";
import { Link } from "wouter";
import {
  COUNTRY_CODES,
  DEFAULT_COUNTRY_CODE,
  type CountryCode,
} from "../../../core/constants/portal-constants";
import { isForgotSubmittable, validateForgotPasswordForm } from "../../../core/validation/forgot-password";
import { Button } from "../../components/button";
import { fieldset, legend } from "../../components/field.css";
import { SelectField } from "../../components/select-field";
import { StatusMessage, type ServerMessage } from "../../components/status-message";
import { TextField } from "../../components/text-field";
import { useI18n } from "../../i18n/i18n-context";
import { PublicShell } from "../public-shell/public-shell";
import * as css from "../public-shell/form.css";

export interface ForgotPasswordViewState {
  readonly phase: "editing" | "sending";
  readonly message: ServerMessage | undefined;
}

/** The body of POST v2/auth/forgot-password (spec 3). */
export interface ForgotPasswordRequest {
  readonly type: "phone" | "email";
  readonly country_code: CountryCode;
  readonly value: string;
}

export type ForgotPasswordEvent = { readonly type: "user.submit"; readonly request: ForgotPasswordRequest };

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
  const [type, setType] = useState<ForgotPasswordRequest["type"]>("phone");
  const [countryCode, setCountryCode] = useState(String(DEFAULT_COUNTRY_CODE));
  const [value, setValue] = useState("");
  const [touched, setTouched] = useState(false);
  const form = { type, country_code: countryCode, value };
  const errors = validateForgotPasswordForm(form);
  const submittable = isForgotSubmittable(form);
  const sending = state.phase === "sending";

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (submittable && !sending)
      send({
        type: "user.submit",
        request: { type, country_code: Number(countryCode) as CountryCode, value: value.trim() },
      });
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
                    setType(option);
                    setValue("");
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
              value={countryCode}
              onValueChange={setCountryCode}
              options={COUNTRY_OPTIONS}
              errors={touched ? errors.country_code : []}
            />
            <TextField
              labelKey="ui_field_mobile"
              type="tel"
              inputMode="numeric"
              autoComplete="tel-national"
              value={value}
              onValueChange={(next) => {
                setValue(next);
                setTouched(true);
              }}
              errors={touched ? errors.value : []}
            />
          </div>
        ) : (
          <TextField
            labelKey="ui_field_email"
            type="email"
            autoComplete="email"
            value={value}
            onValueChange={(next) => {
              setValue(next);
              setTouched(true);
            }}
            errors={touched ? errors.value : []}
          />
        )}
        <StatusMessage message={state.message} />
        <div className={css.actions}>
          <Button type="submit" block busy={sending} disabled={!submittable || sending}>
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

import { useState, type FormEvent } from "react";
import { Link } from "wouter";
import { COUNTRY_CODES } from "../../../../core/constants/portal-constants";
import type { FieldErrors } from "../../../../core/validation/field-errors";
import type { RegisterField } from "../../../../core/validation/register-form";
import type {
  EditableRegisterField,
  RegisterFormValues,
  RegistrationEvent,
} from "../../../../machines/auth/registration.machine";
import { Button } from "../../../components/button";
import { Loader } from "../../../components/loader";
import { SelectField } from "../../../components/select-field";
import { StatusMessage, type ServerMessage } from "../../../components/status-message";
import { TextField } from "../../../components/text-field";
import { fieldset, legend } from "../../../components/field.css";
import { useI18n } from "../../../i18n/i18n-context";
import { PublicShell } from "../public-shell/public-shell";
import * as css from "../public-shell/form.css";
import { StorePicker, type StoreChoice } from "./store-picker";
import { ThankYou } from "./thank-you";
import { TermsLink } from "../../information/terms-link";

/** What the register screen shows: the registration machine's snapshot, read for the view. */
export interface RegisterViewState {
  /** loading: stores and job positions are on their way; done: the thank-you is shown. */
  readonly phase: "loading" | "optionsFailed" | "editing" | "submitting" | "done";
  readonly form: RegisterFormValues;
  readonly errors: FieldErrors<RegisterField>;
  /** `snapshot.can({ type: "user.submit" })`: spec 5, submit disabled until the form is valid. */
  readonly canSubmit: boolean;
  readonly stores: readonly StoreChoice[];
  readonly jobPositions: readonly { readonly id: number; readonly title: string }[];
  readonly message: ServerMessage | undefined;
}

export type RegisterEvent = RegistrationEvent;

export interface RegisterViewProps {
  readonly state: RegisterViewState;
  readonly send: (event: RegisterEvent) => void;
}

const GENDER_OPTIONS = [
  { value: "1", labelKey: "ui_gender_male" },
  { value: "2", labelKey: "ui_gender_female" },
  { value: "3", labelKey: "ui_gender_other" },
  { value: "4", labelKey: "ui_gender_no_answer" },
];

const COUNTRY_OPTIONS = COUNTRY_CODES.map((code) => ({
  value: String(code),
  labelKey: `ui_country_${code}`,
}));

export function RegisterView({ state, send }: RegisterViewProps) {
  const { t } = useI18n();
  return (
    <PublicShell titleKey="ui_register_title" subtitleKey="ui_register_subtitle" wide>
      {state.phase === "loading" ? (
        <Loader />
      ) : state.phase === "done" ? (
        <ThankYou trainee={state.form.role === "Trainee"} />
      ) : state.phase === "optionsFailed" ? (
        <div className={css.form}>
          <StatusMessage message={state.message} />
          <Button onClick={() => send({ type: "user.retry" })}>{t("ui_retry")}</Button>
        </div>
      ) : (
        <RegisterForm state={state} send={send} />
      )}
    </PublicShell>
  );
}

const optionalId = (value: string): number | null => (value === "" ? null : Number(value));
const idText = (value: number | null): string => (value === null ? "" : String(value));

function RegisterForm({ state, send }: RegisterViewProps) {
  const { t } = useI18n();
  const [touched, setTouched] = useState<ReadonlySet<RegisterField>>(new Set());
  const [attempted, setAttempted] = useState(false);
  const { form, errors } = state;
  const submitting = state.phase === "submitting";
  const trainee = form.role === "Trainee";

  // Messages appear for a field as soon as the user has typed in it (or left it), and for all after a submit.
  const shown = (field: RegisterField) => (attempted || touched.has(field) ? errors[field] : []);
  const touch = (field: RegisterField) => setTouched((previous) => new Set(previous).add(field));
  const set = <F extends EditableRegisterField>(field: F, value: RegisterFormValues[F]) => {
    send({ type: "user.change", field, value });
    touch(field);
  };
  const change = (field: "first_name" | "last_name" | "mobile" | "email") => (value: string) =>
    set(field, value);
  const blur = (field: RegisterField) => () => touch(field);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setAttempted(true);
    send({ type: "user.submit" });
  };

  return (
    <form className={css.form} onSubmit={submit} noValidate aria-label={t("ui_register_title")}>
      <div className={css.row}>
        <TextField
          labelKey="ui_field_first_name"
          autoComplete="given-name"
          value={form.first_name}
          onValueChange={change("first_name")}
          onBlur={blur("first_name")}
          errors={shown("first_name")}
          required
        />
        <TextField
          labelKey="ui_field_last_name"
          autoComplete="family-name"
          value={form.last_name}
          onValueChange={change("last_name")}
          onBlur={blur("last_name")}
          errors={shown("last_name")}
          required
        />
      </div>
      <SelectField
        labelKey="ui_field_gender"
        value={idText(form.gender)}
        onValueChange={(value) => set("gender", optionalId(value))}
        onBlur={blur("gender")}
        options={GENDER_OPTIONS}
        placeholderKey="ui_select_placeholder"
        errors={shown("gender")}
        required
      />
      <div className={css.phoneRow}>
        <SelectField
          labelKey="ui_field_country_code"
          value={String(form.country_code)}
          onValueChange={(value) => set("country_code", Number(value))}
          options={COUNTRY_OPTIONS}
          errors={shown("country_code")}
        />
        <TextField
          labelKey="ui_field_mobile"
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          value={form.mobile}
          onValueChange={change("mobile")}
          onBlur={blur("mobile")}
          errors={shown("mobile")}
          required
        />
      </div>
      <TextField
        labelKey="ui_field_email"
        type="email"
        autoComplete="email"
        optional
        value={form.email}
        onValueChange={change("email")}
        onBlur={blur("email")}
        errors={shown("email")}
      />
      <fieldset className={fieldset}>
        <legend className={legend}>{t("ui_register_role")}</legend>
        <div className={css.segmented}>
          {(["Staff", "Trainee"] as const).map((role) => (
            <label key={role} className={css.segment}>
              <input
                type="radio"
                name="role"
                value={role}
                className={css.segmentInput}
                checked={form.role === role}
                onChange={() => send({ type: "user.changeRole", role })}
              />
              {t(role === "Staff" ? "ui_register_role_staff" : "ui_register_role_trainee")}
            </label>
          ))}
        </div>
      </fieldset>
      {trainee ? null : (
        <>
          <StorePicker
            stores={state.stores}
            selected={form.store}
            onChange={(store) => set("store", store)}
            errors={shown("store")}
          />
          <SelectField
            labelKey="ui_field_job_position"
            value={idText(form.job_position)}
            onValueChange={(value) => set("job_position", optionalId(value))}
            onBlur={blur("job_position")}
            options={state.jobPositions.map((job) => ({ value: String(job.id), label: job.title }))}
            placeholderKey="ui_select_placeholder"
            errors={shown("job_position")}
            required
          />
        </>
      )}
      <TermsLink />
      <StatusMessage message={state.message} />
      <div className={css.actions}>
        <Button type="submit" block busy={submitting} disabled={!state.canSubmit}>
          {t("ui_register_submit")}
        </Button>
        <p className={css.centreText}>
          {t("ui_register_have_account")}{" "}
          <Link href="/" className={css.textLink}>
            {t("ui_register_to_login")}
          </Link>
        </p>
      </div>
    </form>
  );
}

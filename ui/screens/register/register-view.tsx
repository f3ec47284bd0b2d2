import { useState, type FormEvent } from "react";
import { Link } from "wouter";
import { COUNTRY_CODES } from "../../../core/constants/portal-constants";
import { changeRole } from "../../../core/validation/register-role";
import {
  isRegisterSubmittable,
  validateRegisterForm,
  type RegisterField,
} from "../../../core/validation/register-form";
import { Button } from "../../components/button";
import { Loader } from "../../components/loader";
import { SelectField } from "../../components/select-field";
import { StatusMessage, type ServerMessage } from "../../components/status-message";
import { TextField } from "../../components/text-field";
import { fieldset, legend } from "../../components/field.css";
import { useI18n } from "../../i18n/i18n-context";
import { PublicShell } from "../public-shell/public-shell";
import * as css from "../public-shell/form.css";
import {
  EMPTY_REGISTER_FORM,
  toRegisterSubmission,
  type RegisterFormValues,
  type RegisterSubmission,
} from "./register-form-values";
import { StorePicker, type StoreChoice } from "./store-picker";
import { ThankYou } from "./thank-you";

export interface RegisterViewState {
  /** loading: stores and job positions are on their way; done: the thank-you is shown. */
  readonly phase: "loading" | "editing" | "submitting" | "done";
  readonly stores: readonly StoreChoice[];
  readonly jobPositions: readonly { readonly id: number; readonly title: string }[];
  readonly message: ServerMessage | undefined;
}

export type RegisterEvent = { readonly type: "user.submit"; readonly form: RegisterSubmission };

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
  return (
    <PublicShell titleKey="ui_register_title" subtitleKey="ui_register_subtitle" wide>
      {state.phase === "loading" ? (
        <Loader />
      ) : state.phase === "done" ? (
        <ThankYou message={state.message} />
      ) : (
        <RegisterForm state={state} send={send} />
      )}
    </PublicShell>
  );
}

/** Spec 5: changing role clears the stores (the rule lives in core). */
function withRole(form: RegisterFormValues, role: RegisterFormValues["role"]): RegisterFormValues {
  const next = changeRole(form, role);
  // changeRole hands back either this form's own store ids or an empty list.
  return { ...next, store: next.store as readonly number[] };
}

function RegisterForm({ state, send }: RegisterViewProps) {
  const { t } = useI18n();
  const [form, setForm] = useState<RegisterFormValues>(EMPTY_REGISTER_FORM);
  const [touched, setTouched] = useState<ReadonlySet<RegisterField>>(new Set());
  const [attempted, setAttempted] = useState(false);
  const errors = validateRegisterForm(form);
  const submittable = isRegisterSubmittable(form);
  const submitting = state.phase === "submitting";
  const trainee = form.role === "Trainee";

  // Messages appear for a field as soon as the user has typed in it (or left it), and for all after a submit.
  const shown = (field: RegisterField) => (attempted || touched.has(field) ? errors[field] : []);
  const touch = (field: RegisterField) => setTouched((previous) => new Set(previous).add(field));
  const change = (field: Exclude<RegisterField, "role" | "store">) => (value: string) => {
    setForm((previous) => ({ ...previous, [field]: value }));
    touch(field);
  };
  const blur = (field: RegisterField) => () => touch(field);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setAttempted(true);
    if (submittable && !submitting) send({ type: "user.submit", form: toRegisterSubmission(form) });
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
        value={form.gender}
        onValueChange={change("gender")}
        onBlur={blur("gender")}
        options={GENDER_OPTIONS}
        placeholderKey="ui_select_placeholder"
        errors={shown("gender")}
        required
      />
      <div className={css.phoneRow}>
        <SelectField
          labelKey="ui_field_country_code"
          value={form.country_code}
          onValueChange={change("country_code")}
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
                onChange={() => setForm((previous) => withRole(previous, role))}
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
            onChange={(store) => {
              setForm((previous) => ({ ...previous, store }));
              touch("store");
            }}
            errors={shown("store")}
          />
          <SelectField
            labelKey="ui_field_job_position"
            value={form.job_position}
            onValueChange={change("job_position")}
            onBlur={blur("job_position")}
            options={state.jobPositions.map((job) => ({ value: String(job.id), label: job.title }))}
            placeholderKey="ui_select_placeholder"
            errors={shown("job_position")}
            required
          />
        </>
      )}
      <StatusMessage message={state.message} />
      <div className={css.actions}>
        <Button type="submit" block busy={submitting} disabled={!submittable || submitting}>
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

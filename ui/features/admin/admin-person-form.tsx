import { INVITABLE_ROLES } from "../../../core/admin/person-form";
import type { AdminCompany, AdminFormValues, AdminStore, AdminUser } from "../../../core/admin/admin-wire";
import type { JobPosition } from "../../../core/schemas/store";
import type { AdminPorts } from "../../../machines/admin/admin-ports";
import { SelectField } from "../../components/select-field";
import { TextField } from "../../components/text-field";
import { useI18n } from "../../i18n/i18n-context";
import { AdminFormFrame } from "./admin-form-frame";
import { AdminStoreChoice } from "./admin-store-choice";
import * as css from "./admin.css";
import { useAdminForm, type AdminFormView } from "./use-admin-form";

/** What the people forms choose from: open stores, companies, job positions. */
export interface PersonChoices {
  readonly stores: readonly AdminStore[];
  readonly companies: readonly AdminCompany[];
  readonly jobPositions: readonly JobPosition[];
}

const NEW_PERSON: AdminFormValues = {
  first_name: "",
  last_name: "",
  country_code: "30",
  mobile: "",
  email: "",
  language: "gr",
  role: "",
  store_ids: "",
  company_id: "",
  job_position_id: "",
};

/** A person's place as the assignment form binds it. */
export function assignmentValues(person: AdminUser): AdminFormValues {
  return {
    role: person.role,
    store_ids: person.store_ids.join(","),
    company_id: person.company_id === null ? "" : String(person.company_id),
    job_position_id: person.job_position_id === null ? "" : String(person.job_position_id),
  };
}

/** Role, stores, company and job position: the part both people forms share. */
function AssignmentFields({
  form,
  choices,
}: {
  readonly form: AdminFormView;
  readonly choices: PersonChoices;
}) {
  const change = (field: string) => (value: string) => form.send({ type: "user.change", field, value });
  const trainee = form.values["role"] === "trainee";
  return (
    <>
      <div className={css.pair}>
        <SelectField
          labelKey="ui_admin_person_role"
          value={form.values["role"] ?? ""}
          placeholderKey="ui_admin_choose"
          options={INVITABLE_ROLES.map((role) => ({ value: role, labelKey: `ui_role_${role}` }))}
          errors={form.errorsOf("role")}
          onValueChange={change("role")}
        />
        <SelectField
          labelKey="ui_admin_store_company"
          value={form.values["company_id"] ?? ""}
          placeholderKey="ui_admin_company_default"
          options={choices.companies.map((company) => ({ value: String(company.id), label: company.name }))}
          errors={form.errorsOf("company_id")}
          onValueChange={change("company_id")}
        />
      </div>
      <SelectField
        labelKey="ui_admin_person_job_position"
        value={form.values["job_position_id"] ?? ""}
        placeholderKey="ui_admin_no_job_position"
        options={choices.jobPositions.map((job) => ({ value: String(job.id), label: job.title }))}
        errors={form.errorsOf("job_position_id")}
        onValueChange={change("job_position_id")}
      />
      {trainee ? null : (
        <AdminStoreChoice
          stores={choices.stores}
          value={form.values["store_ids"] ?? ""}
          errors={form.errorsOf("store_ids")}
          onValueChange={change("store_ids")}
        />
      )}
    </>
  );
}

/** Inviting a person: who they are, their role, stores and company, and the language of their messages. */
export function AdminInviteForm({
  ports,
  choices,
  onSaved,
  onCancel,
}: {
  readonly ports: AdminPorts;
  readonly choices: PersonChoices;
  readonly onSaved: (person: AdminUser) => void;
  readonly onCancel: () => void;
}) {
  const { t } = useI18n();
  const form = useAdminForm({
    kind: "invite",
    draftName: "admin.person.new",
    start: NEW_PERSON,
    drafts: ports.drafts,
    newKey: ports.newKey,
    save: (values, key) => ports.people.invite(values, key),
    onSaved,
  });
  const text = (
    name: string,
    labelKey: string,
    extra: {
      optional?: boolean;
      type?: string;
      inputMode?: "tel" | "email" | "numeric";
      autoComplete?: string;
    } = {},
  ) => (
    <TextField
      labelKey={labelKey}
      name={name}
      value={form.values[name] ?? ""}
      errors={form.errorsOf(name)}
      onValueChange={(value) => form.send({ type: "user.change", field: name, value })}
      {...extra}
    />
  );
  return (
    <AdminFormFrame titleKey="ui_admin_invite" form={form} onCancel={onCancel} leadKey="ui_admin_invite_lead">
      <div className={css.pair}>
        {text("first_name", "ui_admin_person_first_name", { autoComplete: "off" })}
        {text("last_name", "ui_admin_person_last_name", { autoComplete: "off" })}
      </div>
      <div className={css.pair}>
        {text("country_code", "ui_admin_person_country_code", { inputMode: "numeric" })}
        {text("mobile", "ui_admin_person_mobile", { type: "tel", inputMode: "tel", autoComplete: "off" })}
      </div>
      <div className={css.pair}>
        {text("email", "ui_admin_store_email", {
          optional: true,
          type: "email",
          inputMode: "email",
          autoComplete: "off",
        })}
        <SelectField
          labelKey="ui_admin_person_language"
          value={form.values["language"] ?? "gr"}
          options={[
            { value: "gr", label: "Ελληνικά" },
            { value: "en", label: "English" },
          ]}
          onValueChange={(value) => form.send({ type: "user.change", field: "language", value })}
        />
      </div>
      <AssignmentFields form={form} choices={choices} />
      {form.values["role"] === "trainee" ? (
        <p className={css.muted}>{t("ui_admin_trainee_no_stores")}</p>
      ) : null}
    </AdminFormFrame>
  );
}

/** A person's role, stores, company and job position. */
export function AdminAssignmentForm({
  ports,
  person,
  choices,
  onSaved,
  onCancel,
}: {
  readonly ports: AdminPorts;
  readonly person: AdminUser;
  readonly choices: PersonChoices;
  readonly onSaved: (person: AdminUser) => void;
  readonly onCancel: () => void;
}) {
  const { t } = useI18n();
  const form = useAdminForm({
    kind: "assignment",
    draftName: `admin.person.${person.id}`,
    start: assignmentValues(person),
    drafts: ports.drafts,
    newKey: ports.newKey,
    save: (values) => ports.people.assign(person.id, values),
    onSaved,
  });
  return (
    <AdminFormFrame
      titleKey="ui_admin_assignment_of"
      titleValues={{ name: `${person.first_name} ${person.last_name}` }}
      form={form}
      onCancel={onCancel}
    >
      <AssignmentFields form={form} choices={choices} />
      {form.values["role"] === "trainee" ? (
        <p className={css.muted}>{t("ui_admin_trainee_no_stores")}</p>
      ) : null}
    </AdminFormFrame>
  );
}

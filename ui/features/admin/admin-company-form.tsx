import type { AdminCompany } from "../../../core/admin/admin-wire";
import type { AdminFormValues } from "../../../machines/admin/admin-form-rules";
import type { AdminPorts } from "../../../machines/admin/admin-ports";
import { TextField } from "../../components/text-field";
import { AdminFormFrame } from "./admin-form-frame";
import { useAdminForm } from "./use-admin-form";

/** A company's fields as the form binds them: the record's, or blanks for a new company. */
export function companyFormValues(company: AdminCompany | undefined): AdminFormValues {
  return {
    name: company?.name ?? "",
    url: company?.url ?? "",
    twitter: company?.twitter ?? "",
    facebook: company?.facebook ?? "",
  };
}

const LINKS = [
  ["url", "ui_admin_company_url"],
  ["facebook", "ui_admin_company_facebook"],
  ["twitter", "ui_admin_company_twitter"],
] as const;

/** A new franchise company, or an edit of one: its name and the spec's company details (its links). */
export function AdminCompanyForm({
  ports,
  company,
  onSaved,
  onCancel,
}: {
  readonly ports: AdminPorts;
  readonly company: AdminCompany | undefined;
  readonly onSaved: (company: AdminCompany) => void;
  readonly onCancel: () => void;
}) {
  const form = useAdminForm({
    kind: "company",
    draftName: `admin.company.${company?.id ?? "new"}`,
    start: companyFormValues(company),
    drafts: ports.drafts,
    newKey: ports.newKey,
    save: (values, key) => ports.companies.save(company?.id, values, key),
    onSaved,
  });
  const change = (field: string) => (value: string) => form.send({ type: "user.change", field, value });
  return (
    <AdminFormFrame
      titleKey={company === undefined ? "ui_admin_company_new" : "ui_admin_company_edit"}
      form={form}
      onCancel={onCancel}
    >
      <TextField
        labelKey="ui_admin_company_name"
        name="name"
        value={form.values["name"] ?? ""}
        errors={form.errorsOf("name")}
        onValueChange={change("name")}
      />
      {LINKS.map(([field, labelKey]) => (
        <TextField
          key={field}
          labelKey={labelKey}
          name={field}
          type="url"
          inputMode="url"
          optional
          hintKey="ui_admin_company_link_hint"
          value={form.values[field] ?? ""}
          errors={form.errorsOf(field)}
          onValueChange={change(field)}
        />
      ))}
    </AdminFormFrame>
  );
}

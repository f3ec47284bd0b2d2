import type { AdminCompany, AdminStore } from "../../../core/admin/admin-wire";
import type { AdminFormValues } from "../../../machines/admin/admin-form-rules";
import type { AdminPorts } from "../../../machines/admin/admin-ports";
import { DateField } from "../../components/date-field";
import { SelectField } from "../../components/select-field";
import { TextField } from "../../components/text-field";
import { AdminFormFrame } from "./admin-form-frame";
import * as css from "./admin.css";
import { useAdminForm } from "./use-admin-form";

/** A store's fields as the form binds them: the record's values, or blanks for a new store. */
export function storeFormValues(store: AdminStore | undefined): AdminFormValues {
  return {
    title: store?.title ?? "",
    store_name: store?.store_name ?? "",
    city: store?.city ?? "",
    warehouse_id: store === undefined ? "" : String(store.warehouse_id),
    address: store?.address ?? "",
    postcode: store?.postcode ?? "",
    phone: store?.phone ?? "",
    email: store?.email ?? "",
    company_id: store?.company_id === null || store === undefined ? "" : String(store.company_id),
    opened_on: store?.opened_on ?? "",
  };
}

/** A new store, or an edit of one (title, address, city, postcode, phone, e-mail, company, opening date). */
export function AdminStoreForm({
  ports,
  store,
  companies,
  onSaved,
  onCancel,
}: {
  readonly ports: AdminPorts;
  readonly store: AdminStore | undefined;
  readonly companies: readonly AdminCompany[];
  readonly onSaved: (store: AdminStore) => void;
  readonly onCancel: () => void;
}) {
  const form = useAdminForm({
    kind: "store",
    draftName: `admin.store.${store?.id ?? "new"}`,
    start: storeFormValues(store),
    drafts: ports.drafts,
    newKey: ports.newKey,
    save: (values, key) => ports.stores.save(store?.id, values, key),
    onSaved,
  });
  const text = (
    name: string,
    labelKey: string,
    extra: { optional?: boolean; type?: string; inputMode?: "numeric" | "tel" | "email" } = {},
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
    <AdminFormFrame
      titleKey={store === undefined ? "ui_admin_store_new" : "ui_admin_store_edit"}
      form={form}
      onCancel={onCancel}
    >
      {text("title", "ui_admin_store_title")}
      <div className={css.pair}>
        {text("store_name", "ui_admin_store_short_name")}
        {text("warehouse_id", "ui_admin_store_warehouse", { inputMode: "numeric" })}
      </div>
      {text("address", "ui_admin_store_address", { optional: true })}
      <div className={css.pair}>
        {text("city", "ui_admin_store_city")}
        {text("postcode", "ui_admin_store_postcode", { optional: true, inputMode: "numeric" })}
      </div>
      <div className={css.pair}>
        {text("phone", "ui_admin_store_phone", { optional: true, type: "tel", inputMode: "tel" })}
        {text("email", "ui_admin_store_email", { optional: true, type: "email", inputMode: "email" })}
      </div>
      <div className={css.pair}>
        <SelectField
          labelKey="ui_admin_store_company"
          value={form.values["company_id"] ?? ""}
          placeholderKey="ui_admin_no_company"
          options={companies.map((company) => ({ value: String(company.id), label: company.name }))}
          errors={form.errorsOf("company_id")}
          onValueChange={(value) => form.send({ type: "user.change", field: "company_id", value })}
        />
        <DateField
          labelKey="ui_admin_store_opened_on"
          optional
          value={form.values["opened_on"] ?? ""}
          errors={form.errorsOf("opened_on")}
          onValueChange={(value) => form.send({ type: "user.change", field: "opened_on", value })}
        />
      </div>
    </AdminFormFrame>
  );
}

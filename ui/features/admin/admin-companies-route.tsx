import { useState } from "react";
import type { AdminCompany } from "../../../core/admin/admin-wire";
import { ADMIN_PORTS, type AdminCompanyQuery, type AdminPorts } from "../../../machines/admin/admin-ports";
import { Button } from "../../components/button";
import { card, stackLg } from "../../components/card.css";
import { LoadPending } from "../../components/load-states";
import { useKeysetList } from "../../components/use-keyset-list";
import { useScreenLoad } from "../../components/use-screen-load";
import { useI18n } from "../../i18n/i18n-context";
import { usePorts } from "../../platform/ports";
import { AdminCompanyForm } from "./admin-company-form";
import { editingKey, useEditing, type Editing } from "./admin-editing";
import { AdminHeader } from "./admin-header";
import { AdminToolbar } from "./admin-toolbar";
import { AdminRows } from "./admin-rows";
import * as css from "./admin.css";
import { useSettledText } from "./use-settled-text";

/** /admin/companies: the franchise companies, found by name, with their open stores; create and edit one. */
export function AdminCompaniesRoute() {
  const { t } = useI18n();
  const ports = usePorts(ADMIN_PORTS);
  const { editing, open, close } = useEditing();
  const [words, setWords] = useState("");
  const query: AdminCompanyQuery = { q: useSettledText(words) };
  const list = useKeysetList<AdminCompany, AdminCompanyQuery>(
    (cursor, request) => ports.companies.list(request.query, cursor),
    [],
    { value: query },
  );
  return (
    <>
      <AdminHeader />
      <div className={stackLg}>
        {editing.kind === "none" ? null : (
          <CompanyFormLoader
            key={editingKey(editing)}
            ports={ports}
            editing={editing}
            onDone={() => {
              close();
              list.reload();
            }}
            onCancel={close}
          />
        )}
        <section className={card} aria-label={t("ui_admin_companies")}>
          <AdminToolbar searchKey="ui_admin_search_companies" words={words} onWords={setWords}>
            <Button onClick={() => open("new")}>{t("ui_admin_company_new")}</Button>
          </AdminToolbar>
          <AdminRows
            list={list}
            label={t("ui_admin_companies")}
            emptyKey={query.q.trim() === "" ? "ui_admin_companies_empty" : "ui_admin_nothing_found"}
            renderRow={(company) => (
              <>
                <div className={css.rowMain}>
                  <p className={css.rowTitle}>{company.name}</p>
                  <p className={css.facts}>
                    <span>{t("ui_admin_company_open_stores", { count: company.open_stores })}</span>
                    {company.url === null ? null : <span>{company.url}</span>}
                  </p>
                </div>
                <div className={css.actions}>
                  <Button
                    variant="secondary"
                    onClick={() => open(company.id)}
                    aria-label={`${t("ui_admin_edit")}: ${company.name}`}
                  >
                    {t("ui_admin_edit")}
                  </Button>
                </div>
              </>
            )}
          />
        </section>
      </div>
    </>
  );
}

function CompanyFormLoader({
  ports,
  editing,
  onDone,
  onCancel,
}: {
  readonly ports: AdminPorts;
  readonly editing: Exclude<Editing, { readonly kind: "none" }>;
  readonly onDone: () => void;
  readonly onCancel: () => void;
}) {
  const load = useScreenLoad(async () =>
    editing.kind === "record" ? await ports.companies.read(editing.id) : undefined,
  );
  if (load.phase !== "ready") return <LoadPending view={load} />;
  return <AdminCompanyForm ports={ports} company={load.data} onSaved={onDone} onCancel={onCancel} />;
}

import { useState } from "react";
import { ADMIN_STORE_STATES, type AdminStore, type AdminStoreState } from "../../../core/admin/admin-wire";
import { ADMIN_PORTS, type AdminPorts, type AdminStoreQuery } from "../../../machines/admin/admin-ports";
import { Button } from "../../components/button";
import { card, stackLg } from "../../components/card.css";
import { ConfirmQuestion } from "../../components/confirm-question";
import { LoadPending } from "../../components/load-states";
import { SelectField } from "../../components/select-field";
import { StatusMessage } from "../../components/status-message";
import { useKeysetList } from "../../components/use-keyset-list";
import { useRowAction } from "../../components/use-row-action";
import { useScreenLoad } from "../../components/use-screen-load";
import { useI18n } from "../../i18n/i18n-context";
import { useFormatInstant } from "../../i18n/use-format-date";
import { Temporal } from "temporal-polyfill";
import { usePorts } from "../../platform/ports";
import { AdminHeader } from "./admin-header";
import { AdminToolbar } from "./admin-toolbar";
import { AdminRows } from "./admin-rows";
import { AdminStoreForm } from "./admin-store-form";
import { editingKey, useEditing, type Editing } from "./admin-editing";
import * as css from "./admin.css";
import { useSettledText } from "./use-settled-text";

/**
 * /admin/stores: every store, open or closed, found by words of its name or city; create and edit
 * one, close it (after a question: it leaves every picker, its history stays) and reopen it.
 */
export function AdminStoresRoute() {
  const { t } = useI18n();
  const formatInstant = useFormatInstant();
  const ports = usePorts(ADMIN_PORTS);
  const { editing, open, close } = useEditing();
  const [words, setWords] = useState("");
  const [state, setState] = useState<AdminStoreState>("open");
  const query: AdminStoreQuery = { q: useSettledText(words), state };
  const list = useKeysetList<AdminStore, AdminStoreQuery>(
    (cursor, request) => ports.stores.list(request.query, cursor),
    [],
    { value: query },
  );
  // A closed store leaves the "open" list and a reopened one the "closed" list; in "all" it changes.
  const applied = (id: number, store: AdminStore) => {
    const index = list.rows.findIndex((row) => row.id === id);
    if (index < 0) return;
    if (state === "all") list.patchRow(index, store);
    else list.removeRow(index);
  };
  const closing = useRowAction((id) => ports.stores.close(id), applied, { confirmFirst: true });
  const reopening = useRowAction((id) => ports.stores.reopen(id), applied);
  const notice =
    closing.done !== undefined
      ? {
          key: "ui_admin_store_closed_notice",
          tone: "success" as const,
          values: { name: closing.done.title },
        }
      : reopening.done !== undefined
        ? {
            key: "ui_admin_store_reopened_notice",
            tone: "success" as const,
            values: { name: reopening.done.title },
          }
        : closing.failureKey !== undefined || reopening.failureKey !== undefined
          ? { key: closing.failureKey ?? reopening.failureKey ?? "", tone: "error" as const }
          : undefined;
  const busy = closing.phase === "acting" || reopening.phase === "acting";
  return (
    <>
      <AdminHeader />
      <div className={stackLg}>
        {editing.kind === "none" ? null : (
          <StoreFormLoader
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
        <section className={card} aria-label={t("ui_admin_stores")}>
          <AdminToolbar searchKey="ui_admin_search_stores" words={words} onWords={setWords}>
            <SelectField
              labelKey="ui_admin_store_state"
              value={state}
              options={ADMIN_STORE_STATES.map((value) => ({
                value,
                labelKey: `ui_admin_store_state_${value}`,
              }))}
              onValueChange={(value) => setState(ADMIN_STORE_STATES.find((s) => s === value) ?? "open")}
            />
            <Button onClick={() => open("new")}>{t("ui_admin_store_new")}</Button>
          </AdminToolbar>
          <StatusMessage message={notice} />
          <AdminRows
            list={list}
            label={t("ui_admin_stores")}
            emptyKey={query.q.trim() === "" ? "ui_admin_stores_empty" : "ui_admin_nothing_found"}
            renderRow={(store) => {
              const closedOn =
                store.closed_at === null ? undefined : formatInstant(Temporal.Instant.from(store.closed_at));
              const confirming = closing.phase === "confirming" && closing.targetId === store.id;
              return (
                <>
                  <div className={css.rowMain}>
                    <p className={css.rowTitle}>
                      {store.title}
                      <span className={closedOn === undefined ? css.badge.open : css.badge.closed}>
                        {closedOn === undefined
                          ? t("ui_admin_store_open")
                          : t("ui_admin_store_closed_on", { date: closedOn })}
                      </span>
                    </p>
                    <p className={css.facts}>
                      <span>{[store.address, store.postcode, store.city].filter(Boolean).join(", ")}</span>
                      <span>{t("ui_admin_store_warehouse_short", { code: store.warehouse_id })}</span>
                      <span>{store.company_name ?? t("ui_admin_no_company")}</span>
                    </p>
                  </div>
                  <div className={css.actions}>
                    <Button
                      variant="secondary"
                      onClick={() => open(store.id)}
                      aria-label={`${t("ui_admin_edit")}: ${store.title}`}
                    >
                      {t("ui_admin_edit")}
                    </Button>
                    {store.closed_at === null ? (
                      <Button
                        variant="secondary"
                        disabled={busy || confirming}
                        busy={closing.phase === "acting" && closing.targetId === store.id}
                        aria-expanded={confirming}
                        onClick={() => {
                          reopening.dismissNotice();
                          closing.act(store.id);
                        }}
                        aria-label={`${t("ui_admin_store_close")}: ${store.title}`}
                      >
                        {t("ui_admin_store_close")}
                      </Button>
                    ) : (
                      <Button
                        variant="secondary"
                        disabled={busy}
                        busy={reopening.phase === "acting" && reopening.targetId === store.id}
                        onClick={() => {
                          closing.dismissNotice();
                          reopening.act(store.id);
                        }}
                        aria-label={`${t("ui_admin_store_reopen")}: ${store.title}`}
                      >
                        {t("ui_admin_store_reopen")}
                      </Button>
                    )}
                  </div>
                  {confirming ? (
                    <ConfirmQuestion
                      className={css.fullRow}
                      question={t("ui_admin_store_close_question", { name: store.title })}
                      confirmLabel={t("ui_admin_store_close")}
                      cancelLabel={t("ui_admin_cancel")}
                      onConfirm={closing.confirm}
                      onCancel={closing.cancel}
                    />
                  ) : null}
                </>
              );
            }}
          />
        </section>
      </div>
    </>
  );
}

/** The store form once its companies (and the store, for an edit) are read. */
function StoreFormLoader({
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
  const load = useScreenLoad(async () => ({
    companies: await ports.companies.all(),
    store: editing.kind === "record" ? await ports.stores.read(editing.id) : undefined,
  }));
  if (load.phase !== "ready") return <LoadPending view={load} />;
  return (
    <AdminStoreForm
      ports={ports}
      store={load.data.store}
      companies={load.data.companies}
      onSaved={onDone}
      onCancel={onCancel}
    />
  );
}

import { useCallback } from "react";
import { Link, useSearchParams } from "wouter";
import type { MaintenanceRecord } from "../../../machines/store-operations/store-operations-ports";
import { button } from "../../components/button.css";
import { card } from "../../components/card.css";
import { PageHeader } from "../../components/page-header";
import { Tabs } from "../../components/tabs";
import { useI18n } from "../../i18n/i18n-context";
import { CalendarFeedLink } from "./calendar-feed-link";
import { ComplianceBadge } from "./compliance-badge";
import { NoStore } from "./no-store";
import { RecordFiles } from "./record-files";
import { RecordList } from "./record-list";
import { StockCount } from "./stock-count-route";
import * as css from "./records.css";
import { useFormatDay, useSelectedStore, useStoreOperations } from "./use-store-operations";

type EquipmentTab = "maintenance" | "stock";

/**
 * /equipment-maintenance: the selected store's equipment, soonest next service first, and (tab
 * `?tab=stock`, docs/decisions.md "Store menu") the store menu with its stock count. The tab is in
 * the address, so a reload or a shared link opens the same one.
 */
export function MaintenanceListRoute() {
  const { t } = useI18n();
  const { storeId, userId } = useSelectedStore();
  const [params, setParams] = useSearchParams();
  const tab: EquipmentTab = params.get("tab") === "stock" ? "stock" : "maintenance";
  return (
    <>
      <PageHeader title={t("ui_route_equipment_maintenance")} leadKey="ui_maintenance_list_lead" />
      <section className={card}>
        <Tabs<EquipmentTab>
          idPrefix="equipment"
          label={t("ui_stock_tabs")}
          tabs={[
            { id: "maintenance", label: t("ui_stock_tab_maintenance") },
            { id: "stock", label: t("ui_stock_tab_count") },
          ]}
          selected={tab}
          onSelect={(next) => setParams(next === "stock" ? { tab: "stock" } : {}, { replace: true })}
        >
          {storeId === undefined || userId === undefined ? (
            <NoStore />
          ) : tab === "stock" ? (
            <StockCount key={storeId} storeId={storeId} userId={userId} />
          ) : (
            <StoreMaintenance key={storeId} storeId={storeId} />
          )}
        </Tabs>
      </section>
    </>
  );
}

function StoreMaintenance({ storeId }: { readonly storeId: number }) {
  const { t } = useI18n();
  const port = useStoreOperations();
  const formatDay = useFormatDay();
  const today = port.today();
  const loadPage = useCallback((cursor: string | null) => port.maintenance(storeId, cursor), [port, storeId]);
  return (
    <>
      <div className={css.toolbar}>
        <Link href="/maintenance" className={button.primary}>
          {t("ui_maintenance_new")}
        </Link>
        <CalendarFeedLink storeId={storeId} />
      </div>
      <RecordList<MaintenanceRecord>
        loadPage={loadPage}
        rowKey={(m) => m.id}
        emptyKey="ui_maintenance_empty"
        label={t("ui_route_equipment_maintenance")}
        renderRow={(record) => (
          <>
            <div>
              <p className={css.rowTitle}>{record.equipment}</p>
              <p className={css.facts}>
                <span>
                  {t("ui_maintenance_date")}: {formatDay(record.maintenanceDate)}
                </span>
                <span>
                  {t("ui_maintenance_next")}: {formatDay(record.nextMaintenanceDate)}
                </span>
                {record.notes !== "" ? <span>{record.notes}</span> : null}
              </p>
              <RecordFiles files={record.files} />
            </div>
            <div className={css.rowActions}>
              <ComplianceBadge due={record.nextMaintenanceDate} kind="maintenance" today={today} />
              <Link
                href={`/maintenance/${record.id}`}
                className={button.secondary}
                aria-label={`${t("ui_maintenance_record")}: ${record.equipment}`}
              >
                {t("ui_maintenance_record")}
              </Link>
            </div>
          </>
        )}
      />
    </>
  );
}

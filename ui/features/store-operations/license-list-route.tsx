import { useCallback } from "react";
import { Link } from "wouter";
import type { License } from "../../../core/store-operations/store-operations-wire";
import { button } from "../../components/button.css";
import { card } from "../../components/card.css";
import { PageHeader } from "../../components/page-header";
import { useI18n } from "../../i18n/i18n-context";
import { CalendarFeedLink } from "./calendar-feed-link";
import { ComplianceBadge } from "./compliance-badge";
import { RecordFiles } from "./record-files";
import { NoStore } from "./no-store";
import { RecordList } from "./record-list";
import * as css from "./records.css";
import { useFormatDay, useSelectedStore, useStoreOperations } from "./use-store-operations";

/** /licenses: the selected store's licences, soonest expiry first, each with its state and files. */
export function LicenseListRoute() {
  const { t } = useI18n();
  const { storeId } = useSelectedStore();
  return (
    <>
      <PageHeader title={t("ui_route_licenses")} leadKey="ui_license_list_lead" />
      <section className={card}>
        {storeId === undefined ? <NoStore /> : <StoreLicenses key={storeId} storeId={storeId} />}
      </section>
    </>
  );
}

function StoreLicenses({ storeId }: { readonly storeId: number }) {
  const { t } = useI18n();
  const port = useStoreOperations();
  const formatDay = useFormatDay();
  const today = port.today();
  const loadPage = useCallback((cursor: string | null) => port.licenses(storeId, cursor), [port, storeId]);
  return (
    <>
      <div className={css.toolbar}>
        <Link href="/license" className={button.primary}>
          {t("ui_license_new")}
        </Link>
        <CalendarFeedLink storeId={storeId} />
      </div>
      <RecordList<License>
        loadPage={loadPage}
        rowKey={(l) => l.id}
        emptyKey="ui_license_empty"
        label={t("ui_route_licenses")}
        renderRow={(license) => (
          <>
            <div>
              <p className={css.rowTitle}>{license.title}</p>
              <p className={css.facts}>
                <span>
                  {t("ui_license_start")}: {formatDay(license.startDate)}
                </span>
                <span>
                  {t("ui_license_expiration")}: {formatDay(license.expirationDate)}
                </span>
                {license.renewalDate !== null ? (
                  <span>
                    {t("ui_license_renewal")}: {formatDay(license.renewalDate)}
                  </span>
                ) : null}
              </p>
              <RecordFiles files={license.files} />
            </div>
            <div className={css.rowActions}>
              <ComplianceBadge due={license.expirationDate} kind="license" today={today} />
              <Link
                href={`/license/${license.id}`}
                className={button.secondary}
                aria-label={`${t("ui_license_renew")}: ${license.title}`}
              >
                {t("ui_license_renew")}
              </Link>
            </div>
          </>
        )}
      />
    </>
  );
}

import { useCallback } from "react";
import type { ComplianceRow } from "../../../core/store-operations/store-operations-wire";
import { card, cardHeader, cardTitle } from "../../components/card.css";
import { useI18n } from "../../i18n/i18n-context";
import { ComplianceBadge } from "./compliance-badge";
import { RecordList } from "./record-list";
import * as css from "./records.css";
import { useFormatDay, useStoreOperations } from "./use-store-operations";

/**
 * Head office's one table of every store's expiring licences and overdue maintenance (red first),
 * on its dashboard: head office has no licence or equipment screens (spec 6). The server answers it
 * only to holders of the every-store grant.
 */
export function ComplianceOverviewCard() {
  const { t } = useI18n();
  const port = useStoreOperations();
  const formatDay = useFormatDay();
  const today = port.today();
  const loadPage = useCallback(
    async () => ({ rows: await port.complianceOverview(), nextCursor: null }),
    [port],
  );
  const headingId = "compliance-overview-title";
  return (
    <section className={card} aria-labelledby={headingId}>
      <div className={cardHeader}>
        <h2 id={headingId} className={cardTitle}>
          {t("ui_compliance_title")}
        </h2>
      </div>
      <RecordList<ComplianceRow>
        loadPage={loadPage}
        rowKey={(row) => `${row.kind}-${row.id}`}
        emptyKey="ui_compliance_empty"
        label={t("ui_compliance_title")}
        renderRow={(row) => (
          <>
            <div>
              <p className={css.rowTitle}>{row.title}</p>
              <p className={css.facts}>
                <span>
                  {t("ui_compliance_store")}: {row.store}
                </span>
                <span>
                  {t(
                    row.kind === "license" ? "ui_compliance_kind_license" : "ui_compliance_kind_maintenance",
                  )}
                </span>
                <span>
                  {t("ui_compliance_due")}: {formatDay(row.due_date)}
                </span>
              </p>
            </div>
            <ComplianceBadge due={row.due_date} kind={row.kind} today={today} />
          </>
        )}
      />
    </section>
  );
}

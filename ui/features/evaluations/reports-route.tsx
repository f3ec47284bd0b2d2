import { Link } from "wouter";
import type { ReportRow } from "../../../core/evaluations/evaluations-wire";
import { card } from "../../components/card.css";
import { PageHeader } from "../../components/page-header";
import { useI18n } from "../../i18n/i18n-context";
import { EmptyCard, LoadPending } from "../../components/load-states";
import { MoreButton } from "../../components/more-button";
import { useKeysetList } from "../../components/use-keyset-list";
import { badge, badgeDone, scroller, table } from "./evaluations.css";
import { useFormatPlainDate as useFormatDay } from "../../i18n/use-format-date";
import { formatPercent } from "../../../core/i18n/number-format";
import { StoreGate } from "./store-gate";
import { usePorts } from "../../platform/ports";
import { EVALUATIONS_PORTS } from "../../../machines/evaluations/evaluations-ports";

/** /evaluations-report (franchisee and store manager): the store's reports, newest first. */
export function ReportsRoute() {
  const { t } = useI18n();
  return (
    <>
      <PageHeader title={t("ui_route_evaluations_report")} />
      <StoreGate>{(storeId) => <StoreReports storeId={storeId} />}</StoreGate>
    </>
  );
}

function StoreReports({ storeId }: { readonly storeId: number }) {
  const { t, language } = useI18n();
  const day = useFormatDay();
  const ports = usePorts(EVALUATIONS_PORTS);
  const list = useKeysetList(async (cursor) => {
    const page = await ports.api.reports(storeId, cursor);
    return { rows: page.items, nextCursor: page.next_cursor };
  });
  if (list.phase === "loading") return <LoadPending view={{ phase: "loading" }} />;
  if (list.phase === "failed")
    return (
      <LoadPending
        view={{
          phase: "failed",
          failureKey: list.failureKey ?? "b2b_something_went_wrong",
          requestId: list.requestId,
          retry: list.retry,
        }}
      />
    );
  if (list.rows.length === 0) return <EmptyCard textKey="ui_report_empty" />;
  return (
    <section className={card}>
      <div className={scroller} tabIndex={0} role="region" aria-label={t("ui_route_evaluations_report")}>
        <table className={table}>
          <thead>
            <tr>
              <th scope="col">{t("ui_report_eval_date")}</th>
              <th scope="col">{t("ui_eval_col_checklist")}</th>
              <th scope="col">{t("ui_report_score")}</th>
              <th scope="col">{t("ui_report_confirmed_stamp")}</th>
            </tr>
          </thead>
          <tbody>
            {list.rows.map((row: ReportRow) => (
              <tr key={row.id}>
                <td>
                  <Link href={`/evaluations-report/${row.id}`}>{day(row.eval_date)}</Link>
                </td>
                <td>{row.title}</td>
                <td>{row.score === null ? t("ui_eval_score_hidden") : formatPercent(row.score, language)}</td>
                <td>
                  {row.confirmed_stamp === null ? (
                    <span className={badge}>{t("ui_report_not_confirmed")}</span>
                  ) : (
                    <span className={badgeDone}>{t("ui_eval_confirmed")}</span>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <MoreButton view={list} />
    </section>
  );
}

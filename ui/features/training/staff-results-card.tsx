import { useCallback } from "react";
import type { StaffResultRow } from "../../../core/training/exam-wire";
import { Button } from "../../components/button";
import { card, cardHeader, cardTitle, muted } from "../../components/card.css";
import { Loader } from "../../components/loader";
import { StatusMessage } from "../../components/status-message";
import { useI18n } from "../../i18n/i18n-context";
import { formatPercent } from "../../../core/i18n/number-format";
import { useFormatInstant } from "../../i18n/use-format-date";
import * as css from "./training.css";
import { keysetPageOf, useKeysetList } from "../../components/use-keyset-list";
import { RequestIdLine } from "../../components/request-id-line";
import { usePorts } from "../../platform/ports";
import { TRAINING_PORTS } from "../../../machines/training/training-ports";

/** The staff's exam results for franchisees, store managers (their stores) and head office (all). */
export function StaffResultsCard() {
  const { t, language } = useI18n();
  const format = useFormatInstant();
  const ports = usePorts(TRAINING_PORTS);
  const load = useCallback((cursor: string | null) => ports.staffResults(cursor).then(keysetPageOf), [ports]);
  const list = useKeysetList<StaffResultRow>(load, [load]);
  const ready = list.phase === "ready" || list.phase === "loadingMore";
  return (
    <section className={card} aria-labelledby="staff-results">
      <div className={cardHeader}>
        <h2 id="staff-results" className={cardTitle}>
          {t("ui_progress_title")}
        </h2>
      </div>
      {list.phase === "loading" ? <Loader /> : null}
      {list.phase === "failed" ? (
        <div className={css.actions}>
          <StatusMessage message={{ key: "ui_training_load_failed", tone: "error" }} />
          <RequestIdLine id={list.requestId} />
          <Button variant="secondary" onClick={() => list.retry()}>
            {t("ui_retry")}
          </Button>
        </div>
      ) : null}
      {ready && list.rows.length === 0 ? <p className={muted}>{t("ui_progress_empty")}</p> : null}
      {ready && list.rows.length > 0 ? (
        <div className={css.tableWrap}>
          <table className={css.table}>
            <thead>
              <tr>
                <th scope="col" className={css.headCell}>
                  {t("ui_progress_person")}
                </th>
                <th scope="col" className={css.headCell}>
                  {t("ui_progress_exam")}
                </th>
                <th scope="col" className={css.headCell}>
                  {t("ui_progress_score")}
                </th>
                <th scope="col" className={css.headCell}>
                  {t("ui_progress_date")}
                </th>
              </tr>
            </thead>
            <tbody>
              {list.rows.map((row) => (
                <tr key={row.id}>
                  <td className={css.cell}>
                    <strong>{row.name}</strong>
                    <div className={css.itemMeta}>
                      {[t(`ui_role_${row.role}`), ...row.stores].join(" · ")}
                    </div>
                  </td>
                  <td className={css.cell}>{row.title}</td>
                  <td className={css.cell}>
                    {formatPercent(row.score, language)}
                    <span className={row.passed ? css.passed : css.failed}>
                      {t(row.passed ? "ui_training_passed" : "ui_training_failed")}
                    </span>
                  </td>
                  <td className={css.dateCell}>{format(row.submitted_at)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      {list.hasMore ? (
        <div className={css.actions}>
          <Button
            variant="secondary"
            busy={list.phase === "loadingMore"}
            disabled={list.phase === "loadingMore"}
            onClick={() => list.loadMore()}
          >
            {t("ui_history_more")}
          </Button>
        </div>
      ) : null}
    </section>
  );
}

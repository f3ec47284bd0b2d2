import { useCallback } from "react";
import { useScreenLoad } from "../../components/use-screen-load";
import type { Training } from "../../../core/training/training";
import type { AverageScore, ExamResultRow } from "../../../core/training/exam-wire";
import { card, muted } from "../../components/card.css";
import { PageHeader } from "../../components/page-header";
import { TrainingNav } from "./training-nav";
import { useI18n } from "../../i18n/i18n-context";
import { formatPercent } from "../../../core/i18n/number-format";
import { useFormatInstant } from "../../i18n/use-format-date";
import { ListCard } from "./list-card";
import * as css from "./training.css";
import { useFormatDay } from "./training-dates";
import { useTrainingSession } from "./training-session";
import { keysetPageOf, onePage, useKeysetList } from "../../components/use-keyset-list";
import { usePorts } from "../../platform/ports";
import { TRAINING_PORTS } from "../../../machines/training/training-ports";

/** /training-history (azureUser, greg-user, user, trainee): the caller's results, average and archive. */
export function TrainingHistoryRoute() {
  const { t } = useI18n();
  const { storeVersion } = useTrainingSession();
  return (
    <>
      <PageHeader title={t("ui_route_training_history")} />
      <TrainingNav />
      <TrainingHistory key={storeVersion} />
    </>
  );
}

function TrainingHistory() {
  const { t, language } = useI18n();
  const format = useFormatInstant();
  const day = useFormatDay();
  const ports = usePorts(TRAINING_PORTS);
  const loadResults = useCallback(
    (cursor: string | null) => ports.ownResults(cursor).then(keysetPageOf),
    [ports],
  );
  const loadArchive = useCallback(() => ports.archive().then(onePage), [ports]);
  const results = useKeysetList<ExamResultRow>(loadResults, [loadResults]);
  const archive = useKeysetList<Training>(loadArchive, [loadArchive]);
  // The average is a figure beside the lists: while it loads, or if it fails, it shows as none.
  const averageLoad = useScreenLoad(() => ports.averageScore());
  const average: AverageScore | undefined = averageLoad.phase === "ready" ? averageLoad.data : undefined;
  return (
    <div className={css.sections}>
      <section className={card} aria-labelledby="training-average">
        <div className={css.stat}>
          <h2 id="training-average" className={muted}>
            {t("ui_history_average")}
          </h2>
          <p className={css.score}>
            {average?.average_score === null || average === undefined
              ? t("ui_history_no_average")
              : formatPercent(average.average_score, language)}
          </p>
          {average !== undefined ? (
            <p className={muted}>{t("ui_history_exams_count", { count: average.exams })}</p>
          ) : null}
        </div>
      </section>
      <ListCard
        id="history-results"
        titleKey="ui_history_results"
        emptyKey="ui_history_results_empty"
        failedKey="ui_training_load_failed"
        list={results}
      >
        {(rows) =>
          rows.map((row) => (
            <li key={row.id} className={css.item}>
              <div>
                <h3 className={css.itemTitle}>{row.title}</h3>
                <p className={css.itemMeta}>
                  {format(row.submitted_at, true)} ·{" "}
                  {t("ui_exam_pass_mark", { mark: formatPercent(row.pass_mark, language) })}
                </p>
              </div>
              <p>
                <strong>{formatPercent(row.score, language)}</strong>
                <span className={row.passed ? css.passed : css.failed}>
                  {t(row.passed ? "ui_training_passed" : "ui_training_failed")}
                </span>
              </p>
            </li>
          ))
        }
      </ListCard>
      <ListCard
        id="history-archive"
        titleKey="ui_history_archive"
        emptyKey="ui_history_archive_empty"
        failedKey="ui_training_load_failed"
        list={archive}
      >
        {(rows) =>
          rows.map((training) => (
            <li key={training.id} className={css.item}>
              <div>
                <h3 className={css.itemTitle}>
                  {training.title}
                  {training.exam ? <span className={css.badge}>{t("ui_training_exam_badge")}</span> : null}
                </h3>
                <p className={css.itemMeta}>
                  {t("ui_training_dates", { start: day(training.start_date), end: day(training.end_date) })}
                </p>
              </div>
              {training.exam ? (
                <p>
                  {training.result === null
                    ? t("ui_history_not_taken")
                    : t("ui_training_your_score", { score: formatPercent(training.result.score, language) })}
                </p>
              ) : null}
            </li>
          ))
        }
      </ListCard>
    </div>
  );
}

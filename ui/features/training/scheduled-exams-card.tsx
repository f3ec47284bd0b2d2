import { useCallback } from "react";
import { formatPercent } from "../../../core/i18n/number-format";
import { examWindowState } from "../../../core/training/training-windows";
import type { ScheduledExam } from "../../../core/training/exam-wire";
import { useI18n } from "../../i18n/i18n-context";
import { useFormatInstant } from "../../i18n/use-format-date";
import { ListCard } from "./list-card";
import * as css from "./training.css";
import { useFormatDay } from "./training-dates";
import { onePage, useKeysetList } from "../../components/use-keyset-list";
import { usePorts } from "../../platform/ports";
import { TRAINING_PORTS } from "../../../machines/training/training-ports";

/**
 * Head office's exams (issue #33 item 9): each one it scheduled with its window (each date on one
 * line), whether it is still to come, open or closed, who it is for, and who has taken it.
 * `highlight` marks the exam just scheduled.
 */
export function ScheduledExamsCard({ highlight }: { readonly highlight?: string | undefined }) {
  const ports = usePorts(TRAINING_PORTS);
  const load = useCallback(() => ports.scheduledExams().then(onePage), [ports]);
  const list = useKeysetList<ScheduledExam>(load, [load]);
  return (
    <ListCard
      id="scheduled-exams"
      titleKey="ui_scheduled_exams_title"
      emptyKey="ui_scheduled_exams_empty"
      failedKey="ui_training_load_failed"
      list={list}
    >
      {(rows) =>
        rows.map((exam) => (
          <ScheduledExamRow key={exam.id} exam={exam} highlight={exam.title === highlight} />
        ))
      }
    </ListCard>
  );
}

function ScheduledExamRow({
  exam,
  highlight,
}: {
  readonly exam: ScheduledExam;
  readonly highlight: boolean;
}) {
  const { t, language } = useI18n();
  const day = useFormatDay();
  const instant = useFormatInstant();
  const ports = usePorts(TRAINING_PORTS);
  const state = examWindowState(exam, ports.today());
  return (
    <li className={highlight ? `${css.item} ${css.highlighted}` : css.item} data-testid="scheduled-exam">
      <div className={css.grow}>
        <h3 className={css.itemTitle}>
          {exam.title}
          <span className={css.badge}>{t(`ui_scheduled_exam_${state}`)}</span>
        </h3>
        <p className={css.itemMeta}>
          {t("ui_scheduled_exam_window")} <span className={css.oneLine}>{day(exam.start_date)}</span> –{" "}
          <span className={css.oneLine}>{day(exam.end_date)}</span>
          {" · "}
          {t("ui_training_exam_meta", {
            count: exam.question_count,
            mark: formatPercent(exam.pass_mark, language),
          })}
        </p>
        <p className={css.itemMeta}>
          {t("ui_scheduled_exam_for", { roles: exam.roles.map((role) => t(`ui_role_${role}`)).join(", ") })}
        </p>
        <p className={css.itemText}>
          {exam.takers.length === 0
            ? t("ui_scheduled_exam_nobody")
            : t("ui_scheduled_exam_taken_by", { count: exam.takers.length })}
        </p>
        {exam.takers.length > 0 ? (
          <ul className={css.takers}>
            {exam.takers.map((taker) => (
              <li key={taker.user_id}>
                <strong>{taker.name}</strong> · {formatPercent(taker.score, language)}
                <span className={taker.passed ? css.passed : css.failed}>
                  {t(taker.passed ? "ui_training_passed" : "ui_training_failed")}
                </span>{" "}
                · <span className={css.oneLine}>{instant(taker.submitted_at)}</span>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </li>
  );
}

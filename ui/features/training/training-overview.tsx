import { useCallback, useEffect, useState } from "react";
import { Temporal } from "temporal-polyfill";
import { Link } from "wouter";
import type { Role } from "../../../core/permissions/role";
import { isCurrentTraining, isUpcomingTraining } from "../../../core/training/training-windows";
import type { Training } from "../../../core/training/training";
import { pendingExams } from "../../../core/training/pending-exams";
import { button } from "../../components/button.css";
import { PageHeader } from "../../components/page-header";
import { TrainingNav } from "./training-nav";
import { useI18n } from "../../i18n/i18n-context";
import { formatPercent } from "../../../core/i18n/number-format";
import { ListCard } from "./list-card";
import { StaffResultsCard } from "./staff-results-card";
import * as css from "./training.css";
import { useFormatDay } from "./training-dates";
import { examDraftName, scheduledNoticeOf, useTrainingSession } from "./training-session";
import { ScheduledExamsCard } from "./scheduled-exams-card";
import { StatusMessage } from "../../components/status-message";
import { maySeeStaffResults, mayWriteExams } from "../../../core/training/training-rights";
import { onePage, useKeysetList } from "../../components/use-keyset-list";
import { usePorts } from "../../platform/ports";
import { TRAINING_PORTS } from "../../../machines/training/training-ports";

/** The /training overview: exams to take, trainings in progress and upcoming, exams taken. */
export function TrainingOverview({ role }: { readonly role: Role | undefined }) {
  const { t } = useI18n();
  const ports = usePorts(TRAINING_PORTS);
  const load = useCallback(() => ports.trainings().then(onePage), [ports]);
  const list = useKeysetList<Training>(load, [load]);
  const today = ports.today();
  const pending = pendingExams(list.rows, today);
  const taken = list.rows.filter((training) => training.result !== null);
  const author = role !== undefined && mayWriteExams(role);
  const scheduled = useScheduledNotice();
  return (
    <>
      <PageHeader title={t("ui_route_training")} leadKey="ui_training_lead" />
      <TrainingNav />
      <div className={css.sections}>
        {author ? (
          <div className={css.actions}>
            <Link href="/training?new=1" className={button.primary}>
              {t("ui_training_new_exam")}
            </Link>
          </div>
        ) : null}
        {author ? (
          <StatusMessage
            message={
              scheduled === undefined
                ? undefined
                : { key: "ui_training_exam_scheduled", tone: "success", values: scheduled }
            }
          />
        ) : null}
        {author ? <ScheduledExamsCard highlight={scheduled?.title} /> : null}
        {pending.length > 0 ? (
          <p className={css.notice} id="pending-exams-note">
            {t("ui_training_pending_note")}
          </p>
        ) : null}
        <ListCard
          id="training-exams"
          titleKey="ui_training_exams_open"
          emptyKey="ui_training_exams_open_empty"
          failedKey="ui_training_load_failed"
          list={list}
          rows={pending}
        >
          {(rows) => rows.map((training) => <TrainingRow key={training.id} training={training} takeable />)}
        </ListCard>
        <ListCard
          id="training-current"
          titleKey="ui_training_current"
          emptyKey="ui_training_current_empty"
          failedKey="ui_training_load_failed"
          list={list}
          rows={list.rows.filter((training) => isCurrentTraining(training, today))}
        >
          {(rows) => rows.map((training) => <TrainingRow key={training.id} training={training} />)}
        </ListCard>
        <ListCard
          id="training-upcoming"
          titleKey="ui_training_upcoming"
          emptyKey="ui_training_upcoming_empty"
          failedKey="ui_training_load_failed"
          list={list}
          rows={list.rows.filter((training) => isUpcomingTraining(training, today))}
        >
          {(rows) => rows.map((training) => <TrainingRow key={training.id} training={training} />)}
        </ListCard>
        {taken.length > 0 ? (
          <ListCard
            id="training-taken"
            titleKey="ui_training_taken"
            emptyKey="ui_history_results_empty"
            failedKey="ui_training_load_failed"
            list={list}
            rows={taken}
          >
            {(rows) => rows.map((training) => <TrainingRow key={training.id} training={training} />)}
          </ListCard>
        ) : null}
        {role !== undefined && maySeeStaffResults(role) ? <StaffResultsCard /> : null}
      </div>
    </>
  );
}

/**
 * The exam head office has just scheduled (the authoring screen's history state), with its dates in
 * the user's pattern. Read once: the state is cleared so a reload or a later visit does not confirm
 * it again.
 */
function useScheduledNotice(): { title: string; start: string; end: string } | undefined {
  const day = useFormatDay();
  const [notice] = useState(() => scheduledNoticeOf(window.history.state));
  useEffect(() => {
    if (notice !== undefined) window.history.replaceState(null, "");
  }, [notice]);
  if (notice === undefined) return undefined;
  const dayOf = (text: string) => {
    try {
      return day(Temporal.PlainDate.from(text));
    } catch {
      return text;
    }
  };
  return { title: notice.title, start: dayOf(notice.start), end: dayOf(notice.end) };
}

function TrainingRow({
  training,
  takeable = false,
}: {
  readonly training: Training;
  readonly takeable?: boolean;
}) {
  const { t, language } = useI18n();
  const day = useFormatDay();
  const ports = usePorts(TRAINING_PORTS);
  const { userId } = useTrainingSession();
  const started = takeable && ports.drafts.read(examDraftName(userId, training.id)) !== undefined;
  return (
    <li className={css.item}>
      <div>
        <h3 className={css.itemTitle}>
          {training.title}
          {training.exam ? <span className={css.badge}>{t("ui_training_exam_badge")}</span> : null}
        </h3>
        <p className={css.itemMeta}>
          {t("ui_training_dates", { start: day(training.start_date), end: day(training.end_date) })}
          {training.exam && training.question_count > 0
            ? ` · ${t("ui_training_exam_meta", { count: training.question_count, mark: formatPercent(training.pass_mark, language) })}`
            : ""}
          {training.exam && training.time_limit_minutes !== null
            ? ` · ${t("ui_training_time_limit", { minutes: training.time_limit_minutes })}`
            : ""}
        </p>
        {training.description !== "" ? <p className={css.itemText}>{training.description}</p> : null}
      </div>
      {takeable ? (
        <Link href={`/training?exam=${training.id}`} className={button.primary}>
          {t(started ? "ui_training_continue_exam" : "ui_training_take_exam")}
        </Link>
      ) : training.result !== null ? (
        <p>
          {t("ui_training_your_score", { score: formatPercent(training.result.score, language) })}
          <span className={training.result.passed ? css.passed : css.failed}>
            {t(training.result.passed ? "ui_training_passed" : "ui_training_failed")}
          </span>
        </p>
      ) : null}
    </li>
  );
}

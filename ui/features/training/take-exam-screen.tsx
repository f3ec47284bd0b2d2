import { useActorRef, useSelector } from "@xstate/react";
import { useEffect, useMemo } from "react";
import { Link } from "wouter";
import { fromPromise } from "xstate";
import { examTakingMachine } from "../../../machines/training/exam-taking.machine";
import { answeredCount } from "../../../machines/training/exam-answers";
import { inspectionRelay } from "../../../machines/tooling/inspection-relay";
import { Button } from "../../components/button";
import { card, muted, stack } from "../../components/card.css";
import { Loader } from "../../components/loader";
import { PageHeader } from "../../components/page-header";
import { StatusMessage } from "../../components/status-message";
import { useI18n } from "../../i18n/i18n-context";
import { formatPercent } from "../../../core/i18n/number-format";
import * as css from "./training.css";
import { examDraftName } from "./training-session";
import { RequestIdLine } from "../../components/request-id-line";
import { usePorts } from "../../platform/ports";
import { TRAINING_PORTS } from "../../../machines/training/training-ports";

/**
 * Taking one exam (/training?exam=<id>), made for a phone: one column, large touch targets. Every
 * choice is written to the device at once, so a reload or a lost connection loses nothing; the
 * draft is removed when the server has scored the answers.
 */
export function TakeExamScreen({
  trainingId,
  userId,
}: {
  readonly trainingId: number;
  readonly userId: number;
}) {
  const { t, language } = useI18n();
  const ports = usePorts(TRAINING_PORTS);
  const draftName = examDraftName(userId, trainingId);
  const machine = useMemo(
    () =>
      examTakingMachine.provide({
        actors: {
          loadPaper: fromPromise(({ input }) => ports.examPaper(input.trainingId)),
          submitExam: fromPromise(({ input }) => ports.submitExam(input.trainingId, input.submission)),
        },
      }),
    [ports],
  );
  const actor = useActorRef(machine, {
    input: { trainingId, draft: ports.drafts.read(draftName) },
    inspect: inspectionRelay.inspect,
  });
  const phase = useSelector(actor, (s) => s.value as string);
  const { paper, answers, outcome, failureKey, failureRequestId } = useSelector(actor, (s) => s.context);

  useEffect(() => {
    if (phase === "answering" || phase === "confirming") ports.drafts.write(draftName, answers);
  }, [answers, phase, draftName, ports]);
  useEffect(() => {
    if (phase !== "done") return;
    ports.drafts.clear(draftName);
    ports.examsChanged();
  }, [phase, draftName, ports]);

  const title = paper?.training.title ?? t("ui_route_training");
  const back = (
    <Link href="/training" className={muted}>
      ← {t("ui_exam_back")}
    </Link>
  );
  if (phase === "loading") return <Loader />;
  if (phase === "loadFailed" || paper === undefined)
    return (
      <>
        <PageHeader title={t("ui_route_training")} />
        <div className={`${card} ${stack}`}>
          <StatusMessage message={{ key: failureKey ?? "ui_exam_load_failed", tone: "error" }} />
          <RequestIdLine id={failureRequestId} />
          <div className={css.actions}>
            <Button variant="secondary" onClick={() => actor.send({ type: "user.retry" })}>
              {t("ui_retry")}
            </Button>
            {back}
          </div>
        </div>
      </>
    );
  if (phase === "done" && outcome !== undefined)
    return (
      <>
        <PageHeader title={title} />
        <section className={`${card} ${stack}`} aria-labelledby="exam-result">
          <h2 id="exam-result">{t("ui_exam_result_title")}</h2>
          <p className={css.score}>
            {formatPercent(outcome.score, language)}
            <span className={outcome.passed ? css.passed : css.failed}>
              {t(outcome.passed ? "ui_training_passed" : "ui_training_failed")}
            </span>
          </p>
          <p>
            {t("ui_exam_result_score", {
              score: formatPercent(outcome.score, language),
              correct: outcome.correct,
              total: outcome.total,
            })}
          </p>
          <p className={muted}>
            {t("ui_exam_pass_mark", { mark: formatPercent(outcome.pass_mark, language) })}
          </p>
          <div className={css.actions}>{back}</div>
        </section>
      </>
    );

  const total = paper.questions.length;
  const answered = answeredCount(answers, paper.questions);
  return (
    <>
      <PageHeader title={title} />
      <form
        className={stack}
        onSubmit={(event) => {
          event.preventDefault();
          actor.send({ type: "user.submit" });
        }}
      >
        {back}
        <p className={muted}>
          {t("ui_exam_pass_mark", { mark: formatPercent(paper.training.pass_mark, language) })}
          {paper.training.time_limit_minutes !== null
            ? ` · ${t("ui_training_time_limit", { minutes: paper.training.time_limit_minutes })}`
            : ""}
        </p>
        {paper.questions.map((question, index) => (
          <fieldset key={question.id} className={`${card} ${css.question}`}>
            <legend className={css.questionLegend}>
              {t("ui_exam_question_of", { n: index + 1, total })}: {question.text}
            </legend>
            <p className={muted}>{t(question.multiple ? "ui_exam_pick_many" : "ui_exam_pick_one")}</p>
            {question.choices.map((choice, c) => (
              <label key={c} className={css.choice}>
                <input
                  className={css.choiceInput}
                  type={question.multiple ? "checkbox" : "radio"}
                  name={`question-${question.id}`}
                  checked={(answers[question.id] ?? []).includes(c)}
                  disabled={phase !== "answering"}
                  onChange={() => actor.send({ type: "user.choose", questionId: question.id, choice: c })}
                />
                <span>{choice}</span>
              </label>
            ))}
          </fieldset>
        ))}
        <p className={muted}>{t("ui_exam_kept")}</p>
        <StatusMessage message={failureKey === undefined ? undefined : { key: failureKey, tone: "error" }} />
        <RequestIdLine id={failureRequestId} />
        {phase === "confirming" || phase === "submitting" ? (
          <div className={`${card} ${stack}`} role="group" aria-labelledby="exam-confirm">
            <p id="exam-confirm">
              <strong>{t("ui_exam_confirm")}</strong>
            </p>
            {answered < total ? <p>{t("ui_exam_confirm_unanswered", { count: total - answered })}</p> : null}
            <div className={css.actions}>
              <Button
                busy={phase === "submitting"}
                disabled={phase === "submitting"}
                onClick={() => actor.send({ type: "user.confirm" })}
              >
                {t(phase === "submitting" ? "ui_exam_submitting" : "ui_exam_confirm_yes")}
              </Button>
              <Button
                variant="secondary"
                disabled={phase === "submitting"}
                onClick={() => actor.send({ type: "user.cancel" })}
              >
                {t("ui_exam_confirm_no")}
              </Button>
            </div>
          </div>
        ) : (
          <div className={css.actions}>
            <Button type="submit" block>
              {t("ui_exam_submit")}
            </Button>
            <span className={muted}>{t("ui_exam_answered", { count: answered, total })}</span>
          </div>
        )}
      </form>
    </>
  );
}

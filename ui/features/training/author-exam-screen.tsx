import { useActorRef, useSelector } from "@xstate/react";
import { useEffect, useMemo, useState } from "react";
import { Link, useLocation } from "wouter";
import { fromPromise } from "xstate";
import { ROLES } from "../../../core/permissions/role";
import { wholeNumberIn, type ExamDraft } from "../../../core/training/exam-draft";
import { idempotencyKeyFrom } from "../../../machines/shared/submit-once";
import { examAuthoringMachine } from "../../../machines/training/exam-authoring.machine";
import {
  draftFromStorage,
  emptyDraft,
  type DraftTextField,
} from "../../../machines/training/exam-draft-edits";
import type { NewTrainingBody } from "../../../machines/training/training-ports";
import { inspectionRelay } from "../../../machines/tooling/inspection-relay";
import { Button } from "../../components/button";
import { card, muted, stack } from "../../components/card.css";
import { FieldErrorList } from "../../components/field-errors";
import { fieldset, legend } from "../../components/field.css";
import { PageHeader } from "../../components/page-header";
import { StatusMessage } from "../../components/status-message";
import { TextField } from "../../components/text-field";
import { DateField } from "../../components/date-field";
import { useI18n } from "../../i18n/i18n-context";
import * as css from "./training.css";
import { authorDraftName, type ScheduledNotice } from "./training-session";
import { RequestIdLine } from "../../components/request-id-line";
import { usePorts } from "../../platform/ports";
import { TRAINING_PORTS } from "../../../machines/training/training-ports";

/** The draft as the wire carries it (core's rule has passed, so the numbers read). */
const bodyOf = (draft: ExamDraft): NewTrainingBody => ({
  title: draft.title,
  description: draft.description,
  start_date: draft.start_date,
  end_date: draft.end_date,
  pass_mark: wholeNumberIn(draft.pass_mark, 1, 100) ?? 0,
  time_limit_minutes: draft.time_limit_minutes.trim() === "" ? null : Number(draft.time_limit_minutes.trim()),
  roles: draft.roles,
  questions: draft.questions,
});

/**
 * Head office writes and schedules an exam (/training?new=1). The draft is kept on the device after
 * every edit, so an error or a reload loses nothing; it is removed once the exam is scheduled.
 */
export function AuthorExamScreen({ userId }: { readonly userId: number }) {
  const { t } = useI18n();
  const ports = usePorts(TRAINING_PORTS);
  const [, navigate] = useLocation();
  const draftName = authorDraftName(userId);
  const [initial] = useState(() => ({
    draft: draftFromStorage(ports.drafts.read(draftName)) ?? emptyDraft(ports.today().toString()),
    today: ports.today(),
  }));
  const machine = useMemo(
    () =>
      examAuthoringMachine.provide({
        actors: {
          createIdempotencyKey: idempotencyKeyFrom(ports.newKey),
          createTraining: fromPromise(({ input }) => ports.createTraining(bodyOf(input.draft), input.key)),
        },
      }),
    [ports],
  );
  const actor = useActorRef(machine, { input: initial, inspect: inspectionRelay.inspect });
  const phase = useSelector(actor, (s) => s.value as string);
  const { draft, errors, failureKey, failureRequestId } = useSelector(actor, (s) => s.context);
  const send = actor.send;

  useEffect(() => {
    if (phase === "editing") ports.drafts.write(draftName, draft);
  }, [draft, phase, draftName, ports]);
  useEffect(() => {
    if (phase !== "saved") return;
    ports.drafts.clear(draftName);
    ports.examsChanged();
    // The overview confirms what was scheduled and marks it in head office's list (issue #33 item 9).
    const scheduled: ScheduledNotice = {
      title: draft.title.trim(),
      start: draft.start_date,
      end: draft.end_date,
    };
    navigate("/training", { state: { scheduled } });
  }, [phase, draftName, ports, navigate, draft]);

  const errorsOf = (field: string) => (errors[field] === undefined ? [] : [errors[field]]);
  const text = (field: DraftTextField, labelKey: string, extra: Record<string, unknown> = {}) => (
    <TextField
      labelKey={labelKey}
      value={draft[field]}
      onValueChange={(value) => send({ type: "user.setField", field, value })}
      errors={errorsOf(field)}
      {...extra}
    />
  );
  // Dates in the user's pattern, not the browser's (issue #33); the draft keeps the ISO text.
  const date = (field: DraftTextField, labelKey: string) => (
    <DateField
      labelKey={labelKey}
      value={draft[field]}
      onValueChange={(value) => send({ type: "user.setField", field, value })}
      errors={errorsOf(field)}
    />
  );

  return (
    <>
      <PageHeader title={t("ui_author_title")} leadKey="ui_author_lead" />
      <form
        className={stack}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          send({ type: "user.submit" });
        }}
      >
        <div className={`${card} ${stack}`}>
          {text("title", "ui_author_field_title")}
          <div>
            <label htmlFor="exam-description" className={legend}>
              {t("ui_author_field_description")}
            </label>
            <textarea
              id="exam-description"
              className={css.textarea}
              value={draft.description}
              onChange={(event) =>
                send({ type: "user.setField", field: "description", value: event.target.value })
              }
            />
            <FieldErrorList id="exam-description-errors" keys={errorsOf("description")} />
          </div>
          <div className={css.formGrid}>
            {date("start_date", "ui_author_field_start")}
            {date("end_date", "ui_author_field_end")}
            {text("pass_mark", "ui_author_field_pass_mark", { inputMode: "numeric" })}
            {text("time_limit_minutes", "ui_author_field_time_limit", { inputMode: "numeric" })}
          </div>
          <fieldset className={fieldset}>
            <legend className={legend}>{t("ui_author_field_roles")}</legend>
            <div className={css.actions}>
              {ROLES.map((role) => (
                <label key={role} className={css.inlineChoice}>
                  <input
                    type="checkbox"
                    className={css.choiceInput}
                    checked={draft.roles.includes(role)}
                    onChange={() => send({ type: "user.toggleRole", role })}
                  />
                  {t(`ui_role_${role}`)}
                </label>
              ))}
            </div>
            <FieldErrorList id="exam-roles-errors" keys={errorsOf("roles")} />
          </fieldset>
        </div>
        {draft.questions.map((question, index) => (
          <fieldset key={index} className={`${card} ${css.question} ${stack}`}>
            <legend className={css.questionLegend}>{t("ui_author_question", { n: index + 1 })}</legend>
            <TextField
              labelKey="ui_author_question_text"
              value={question.text}
              onValueChange={(value) => send({ type: "user.setQuestionText", index, text: value })}
            />
            <label className={css.inlineChoice}>
              <input
                type="checkbox"
                className={css.choiceInput}
                checked={question.multiple}
                onChange={(event) =>
                  send({ type: "user.setMultiple", index, multiple: event.target.checked })
                }
              />
              {t("ui_author_multiple")}
            </label>
            {question.choices.map((choice, c) => (
              <div key={c} className={css.inlineChoice}>
                <input
                  type={question.multiple ? "checkbox" : "radio"}
                  name={`correct-${index}`}
                  className={css.choiceInput}
                  aria-label={t("ui_author_choice_right", { n: c + 1 })}
                  checked={question.correct.includes(c)}
                  onChange={() => send({ type: "user.toggleCorrect", index, choice: c })}
                />
                <div className={css.grow}>
                  <TextField
                    labelKey={t("ui_author_choice", { n: c + 1 })}
                    value={choice}
                    onValueChange={(value) => send({ type: "user.setChoice", index, choice: c, text: value })}
                  />
                </div>
                {question.choices.length > 2 ? (
                  <Button
                    variant="ghost"
                    aria-label={t("ui_author_remove_choice", { n: c + 1 })}
                    onClick={() => send({ type: "user.removeChoice", index, choice: c })}
                  >
                    ✕
                  </Button>
                ) : null}
              </div>
            ))}
            <FieldErrorList id={`question-${index}-errors`} keys={errorsOf(`question.${index}`)} />
            <div className={css.actions}>
              <Button variant="secondary" onClick={() => send({ type: "user.addChoice", index })}>
                {t("ui_author_add_choice")}
              </Button>
              {draft.questions.length > 1 ? (
                <Button variant="ghost" onClick={() => send({ type: "user.removeQuestion", index })}>
                  {t("ui_author_remove_question", { n: index + 1 })}
                </Button>
              ) : null}
            </div>
          </fieldset>
        ))}
        <FieldErrorList id="exam-questions-errors" keys={errorsOf("questions")} />
        <div className={css.actions}>
          <Button variant="secondary" onClick={() => send({ type: "user.addQuestion" })}>
            {t("ui_author_add_question")}
          </Button>
        </div>
        <p className={muted}>{t("ui_author_draft_kept")}</p>
        <StatusMessage message={failureKey === undefined ? undefined : { key: failureKey, tone: "error" }} />
        <RequestIdLine id={failureRequestId} />
        <div className={css.actions}>
          <Button type="submit" busy={phase === "saving"} disabled={phase !== "editing"}>
            {t(phase === "saving" ? "ui_author_saving" : "ui_author_save")}
          </Button>
          <Link href="/training" className={muted}>
            {t("ui_author_cancel")}
          </Link>
        </div>
      </form>
    </>
  );
}

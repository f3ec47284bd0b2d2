import { useActorRef, useSelector } from "@xstate/react";
import { Link, useParams } from "wouter";
import { fromPromise } from "xstate";
import { answerOf } from "../../../core/evaluations/checklist-draft";
import { questionOffsets, type TemplateQuestion } from "../../../core/evaluations/checklist-rules";
import type { LocationId } from "../../../core/schemas/ids";
import { checklistErrors, checklistFillMachine } from "../../../machines/evaluations/checklist-fill.machine";
import type { EvaluationsPorts } from "../../../machines/evaluations/evaluations-ports";
import { idempotencyKeyFrom } from "../../../machines/shared/submit-once";
import { inspectionRelay } from "../../../machines/tooling/inspection-relay";
import { Button } from "../../components/button";
import { FilePicker } from "../../components/file-picker";
import { card } from "../../components/card.css";
import { Loader } from "../../components/loader";
import { PageHeader } from "../../components/page-header";
import { StatusMessage } from "../../components/status-message";
import { TextField } from "../../components/text-field";
import { useI18n } from "../../i18n/i18n-context";
import { LoadFailed } from "../../components/load-states";
import {
  choice,
  choices,
  error,
  photoLabel,
  legend,
  muted,
  question as questionClass,
  stack,
  thumbs,
} from "./evaluations.css";
import { formatPercent } from "../../../core/i18n/number-format";
import { useEvaluationsSession } from "./evaluations-session";
import { StoreGate } from "./store-gate";
import { RequestIdLine } from "../../components/request-id-line";
import { usePorts } from "../../platform/ports";
import { EVALUATIONS_PORTS } from "../../../machines/evaluations/evaluations-ports";

/** /checklists/{id}: filling a checklist for the selected store (a phone is the usual device). */
export function ChecklistFillRoute() {
  const { t } = useI18n();
  const { id } = useParams<{ id: string }>();
  const templateId = Number(id);
  return (
    <>
      <PageHeader title={t("ui_route_checklists")} />
      <StoreGate>{(storeId) => <ChecklistFill storeId={storeId} templateId={templateId} />}</StoreGate>
    </>
  );
}

function ChecklistFill({ storeId, templateId }: { readonly storeId: number; readonly templateId: number }) {
  const { t, language } = useI18n();
  const ports = usePorts(EVALUATIONS_PORTS);
  const { userId } = useEvaluationsSession();
  const actor = useActorRef(fillMachine(ports, userId, storeId, templateId), {
    input: { draft: ports.drafts.readChecklist(userId, storeId, templateId) },
    inspect: inspectionRelay.inspect,
  });
  const snapshot = useSelector(actor, (s) => s);
  const { form, draft, showErrors, failureKey, failureRequestId, uploadingFor, submitted } = snapshot.context;
  if (snapshot.matches("loading")) return <Loader labelKey="ui_eval_loading" />;
  if (snapshot.matches("loadFailed") || form === undefined)
    return (
      <LoadFailed
        failureKey={failureKey ?? "b2b_something_went_wrong"}
        requestId={failureRequestId}
        retry={() => actor.send({ type: "user.retry" })}
      />
    );
  if (submitted !== undefined)
    return (
      <section className={card}>
        <h2>{form.title}</h2>
        <StatusMessage
          message={{
            key: "ui_checklist_submitted",
            tone: "success",
            values: {
              score:
                submitted.score === null ? t("ui_eval_no_score") : formatPercent(submitted.score, language),
              tasks: submitted.task_ids.length,
            },
          }}
        />
        <Link href={`/evaluations-report/${submitted.report_id}`}>{t("ui_checklist_open_report")}</Link>
      </section>
    );
  const errors = showErrors ? checklistErrors({ form, draft }) : {};
  const busy = snapshot.matches("submitting");
  const offsets = questionOffsets(form.sections);
  return (
    <form
      className={stack}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        actor.send({ type: "user.submit" });
      }}
    >
      <h2>{form.title}</h2>
      <p className={muted}>{t("ui_checklist_draft_kept")}</p>
      {form.sections.map((section, s) => (
        <section key={s} className={card} aria-labelledby={`section-${s}`}>
          <h3 id={`section-${s}`}>{section.title}</h3>
          <div className={stack}>
            {section.questions.map((q, qi) => (
              <QuestionField
                key={q.id}
                number={(offsets[s] ?? 0) + qi + 1}
                question={q}
                answer={answerOf(draft, q.id)}
                errorKey={errors[q.id]}
                uploading={uploadingFor === q.id}
                disabled={busy || uploadingFor !== undefined}
                send={actor.send}
              />
            ))}
          </div>
        </section>
      ))}
      <StatusMessage
        message={
          failureKey === undefined
            ? undefined
            : {
                key: showErrors && Object.keys(errors).length > 0 ? "ui_checklist_fix" : failureKey,
                tone: "error",
              }
        }
      />
      <RequestIdLine id={failureRequestId} />
      <div>
        <Button type="submit" busy={busy} disabled={busy || uploadingFor !== undefined}>
          {t(busy ? "ui_checklist_submitting" : "ui_checklist_submit")}
        </Button>
      </div>
    </form>
  );
}

/** The machine with this store's and checklist's edges: the form, photos, the submit, the draft. */
function fillMachine(ports: EvaluationsPorts, userId: number, storeId: number, templateId: number) {
  return checklistFillMachine.provide({
    actors: {
      loadForm: fromPromise(() => ports.api.form(templateId)),
      uploadPhoto: fromPromise(({ input }) => ports.api.uploadPhoto(input.file as File)),
      createIdempotencyKey: idempotencyKeyFrom(ports.newKey),
      submit: fromPromise(({ input }) =>
        ports.api.submit(
          templateId,
          { location_id: storeId as LocationId, answers: input.answers as never },
          input.key,
        ),
      ),
    },
    actions: {
      keepDraft: (_, params) => ports.drafts.writeChecklist(userId, storeId, templateId, params.draft),
      clearDraft: () => ports.drafts.clearChecklist(userId, storeId, templateId),
    },
  });
}

function QuestionField({
  number,
  question,
  answer,
  errorKey,
  uploading,
  disabled,
  send,
}: {
  readonly number: number;
  readonly question: TemplateQuestion;
  readonly answer: ReturnType<typeof answerOf>;
  readonly errorKey: string | undefined;
  readonly uploading: boolean;
  readonly disabled: boolean;
  readonly send: (
    event: Parameters<ReturnType<typeof useActorRef<typeof checklistFillMachine>>["send"]>[0],
  ) => void;
}) {
  const { t } = useI18n();
  const name = `q-${question.id}`;
  const answerTo = (value: string) => send({ type: "user.answer", questionId: question.id, value });
  return (
    <fieldset className={questionClass} aria-invalid={errorKey !== undefined || undefined}>
      <legend className={legend}>
        {number}. {question.text}
      </legend>
      {question.kind === "yes_no" ? (
        <div className={choices}>
          {(["yes", "no", "na"] as const).map((value) => (
            <label key={value} className={choice}>
              <input
                type="radio"
                name={name}
                value={value}
                checked={answer.value === value}
                disabled={disabled}
                onChange={() => answerTo(value)}
              />
              {t(`ui_checklist_${value}`)}
            </label>
          ))}
        </div>
      ) : question.kind === "score" ? (
        <div className={choices}>
          {[...Array.from({ length: question.max + 1 }, (_, i) => String(i)), "na"].map((value) => (
            <label key={value} className={choice}>
              <input
                type="radio"
                name={name}
                value={value}
                checked={answer.value === value}
                disabled={disabled}
                onChange={() => answerTo(value)}
              />
              {value === "na" ? t("ui_checklist_na") : value}
            </label>
          ))}
        </div>
      ) : (
        <TextField
          labelKey={question.kind === "number" ? "ui_eval_kind_number" : "ui_eval_kind_text"}
          inputMode={question.kind === "number" ? "decimal" : undefined}
          value={answer.value}
          disabled={disabled}
          onValueChange={answerTo}
        />
      )}
      <TextField
        labelKey="ui_checklist_note"
        optional
        value={answer.note}
        disabled={disabled}
        onValueChange={(note) => send({ type: "user.note", questionId: question.id, note })}
      />
      <div>
        <label htmlFor={`photo-${question.id}`} className={photoLabel}>
          {t(question.photo_required ? "ui_checklist_photo_required" : "ui_checklist_photo")}
        </label>
        <FilePicker
          id={`photo-${question.id}`}
          accept="image/*"
          capture="environment"
          disabled={disabled}
          hideChosen={answer.photos.length > 0}
          onFiles={([file]) => {
            if (file !== undefined) send({ type: "user.attach", questionId: question.id, file });
          }}
        />
        {uploading ? <p className={muted}>{t("ui_checklist_uploading")}</p> : null}
        {answer.photos.length > 0 ? (
          <ul className={thumbs} aria-label={t("ui_checklist_photos", { n: answer.photos.length })}>
            {answer.photos.map((photo) => (
              <li key={photo.id}>
                <Button
                  variant="secondary"
                  disabled={disabled}
                  onClick={() =>
                    send({ type: "user.removePhoto", questionId: question.id, photoId: photo.id })
                  }
                >
                  ✕ {photo.name}
                </Button>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
      {errorKey !== undefined ? (
        <p className={error} role="alert">
          {t(errorKey)}
        </p>
      ) : null}
    </fieldset>
  );
}

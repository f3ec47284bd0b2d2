import { useActorRef, useSelector } from "@xstate/react";
import { fromPromise } from "xstate";
import {
  QUESTION_KINDS,
  questionOffsets,
  type TemplateDraft,
  type TemplateQuestion,
} from "../../../core/evaluations/checklist-rules";
import { templateAuthoringMachine } from "../../../machines/evaluations/template-authoring.machine";
import { inspectionRelay } from "../../../machines/tooling/inspection-relay";
import { Button } from "../../components/button";
import { card } from "../../components/card.css";
import { CheckboxField } from "../../components/checkbox-field";
import { SelectField } from "../../components/select-field";
import { StatusMessage } from "../../components/status-message";
import { TextField } from "../../components/text-field";
import { useI18n } from "../../i18n/i18n-context";
import { legend, question as questionClass, row, stack } from "./evaluations.css";
import { useEvaluationsSession } from "./evaluations-session";
import { RequestIdLine } from "../../components/request-id-line";
import { usePorts } from "../../platform/ports";
import { EVALUATIONS_PORTS } from "../../../machines/evaluations/evaluations-ports";

const newQuestion = (draft: TemplateDraft): TemplateQuestion => {
  const taken = new Set(draft.sections.flatMap((s) => s.questions.map((q) => q.id)));
  let n = taken.size + 1;
  while (taken.has(`q${n}`)) n += 1;
  return {
    id: `q${n}`,
    text: "",
    kind: "yes_no",
    weight: 1,
    max: 5,
    photo_required: false,
    creates_task: false,
  };
};

/**
 * Head office's checklist template form (machines/evaluations/template-authoring.machine.ts): sections
 * of questions with answer type, weight, "photo required" and "failed item creates a task". Every
 * change goes to the machine, which keeps the draft on the device.
 */
export function TemplateEditor() {
  const { t } = useI18n();
  const ports = usePorts(EVALUATIONS_PORTS);
  const { userId } = useEvaluationsSession();
  const actor = useActorRef(
    templateAuthoringMachine.provide({
      actors: { saveTemplate: fromPromise(({ input }) => ports.api.createTemplate(input)) },
      actions: { keepDraft: (_, params) => ports.drafts.writeTemplate(userId, params.draft) },
    }),
    { input: { draft: ports.drafts.readTemplate(userId) }, inspect: inspectionRelay.inspect },
  );
  const snapshot = useSelector(actor, (s) => s);
  const { draft, errors, showErrors, failureKey, failureRequestId, savedTitle } = snapshot.context;
  const edit = (next: TemplateDraft) => actor.send({ type: "user.edit", draft: next });
  const errorsAt = (path: string) =>
    showErrors ? errors.filter((e) => e.path === path).map((e) => e.key) : [];
  const editQuestion = (s: number, q: number, change: Partial<TemplateQuestion>) =>
    edit({
      ...draft,
      sections: draft.sections.map((section, si) =>
        si !== s
          ? section
          : {
              ...section,
              questions: section.questions.map((qq, qi) => (qi === q ? { ...qq, ...change } : qq)),
            },
      ),
    });
  if (snapshot.matches("saved"))
    return (
      <section className={card}>
        <StatusMessage
          message={{ key: "ui_eval_published", tone: "success", values: { title: savedTitle ?? "" } }}
        />
        <Button variant="secondary" onClick={() => actor.send({ type: "user.writeAnother" })}>
          {t("ui_eval_write_another")}
        </Button>
      </section>
    );
  const offsets = questionOffsets(draft.sections);
  return (
    <section className={card} aria-labelledby="template-editor-heading">
      <form
        className={stack}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          actor.send({ type: "user.submit" });
        }}
      >
        <h2 id="template-editor-heading">{t("ui_eval_author_title")}</h2>
        <TextField
          labelKey="ui_eval_field_title"
          value={draft.title}
          onValueChange={(title) => edit({ ...draft, title })}
          errors={errorsAt("title")}
        />
        {draft.sections.map((section, s) => (
          <fieldset key={s} className={questionClass}>
            <legend className={legend}>{t("ui_eval_field_section", { n: s + 1 })}</legend>
            <TextField
              labelKey="ui_eval_field_section_title"
              value={section.title}
              onValueChange={(title) =>
                edit({ ...draft, sections: draft.sections.map((x, i) => (i === s ? { ...x, title } : x)) })
              }
              errors={errorsAt(`s${s}`)}
            />
            {section.questions.map((q, qi) => {
              const n = (offsets[s] ?? 0) + qi + 1;
              return (
                <fieldset key={q.id} className={questionClass}>
                  <legend className={legend}>{t("ui_eval_field_question", { n })}</legend>
                  <TextField
                    labelKey="ui_eval_field_question_text"
                    value={q.text}
                    onValueChange={(text) => editQuestion(s, qi, { text })}
                    errors={errorsAt(`s${s}.q${qi}`)}
                  />
                  <SelectField
                    labelKey="ui_eval_field_kind"
                    value={q.kind}
                    onValueChange={(kind) => editQuestion(s, qi, { kind: kind as TemplateQuestion["kind"] })}
                    options={QUESTION_KINDS.map((kind) => ({
                      value: kind,
                      labelKey: `ui_eval_kind_${kind}`,
                    }))}
                  />
                  <TextField
                    labelKey="ui_eval_field_weight"
                    inputMode="numeric"
                    value={String(q.weight)}
                    onValueChange={(weight) =>
                      editQuestion(s, qi, { weight: weight === "" ? 0 : Number(weight) })
                    }
                  />
                  {q.kind === "score" ? (
                    <TextField
                      labelKey="ui_eval_field_max"
                      inputMode="numeric"
                      value={String(q.max)}
                      onValueChange={(max) => editQuestion(s, qi, { max: max === "" ? 0 : Number(max) })}
                    />
                  ) : null}
                  <CheckboxField
                    checked={q.photo_required}
                    onCheckedChange={(v) => editQuestion(s, qi, { photo_required: v })}
                  >
                    {t("ui_eval_field_photo_required")}
                  </CheckboxField>
                  <CheckboxField
                    checked={q.creates_task}
                    onCheckedChange={(v) => editQuestion(s, qi, { creates_task: v })}
                  >
                    {t("ui_eval_field_creates_task")}
                  </CheckboxField>
                  {section.questions.length > 1 ? (
                    <div>
                      <Button
                        variant="secondary"
                        type="button"
                        onClick={() =>
                          edit({
                            ...draft,
                            sections: draft.sections.map((x, i) =>
                              i === s ? { ...x, questions: x.questions.filter((_, j) => j !== qi) } : x,
                            ),
                          })
                        }
                      >
                        {t("ui_eval_remove_question", { n })}
                      </Button>
                    </div>
                  ) : null}
                </fieldset>
              );
            })}
            <div>
              <Button
                variant="secondary"
                type="button"
                onClick={() =>
                  edit({
                    ...draft,
                    sections: draft.sections.map((x, i) =>
                      i === s ? { ...x, questions: [...x.questions, newQuestion(draft)] } : x,
                    ),
                  })
                }
              >
                {t("ui_eval_add_question")}
              </Button>
            </div>
          </fieldset>
        ))}
        <div className={row}>
          <Button
            variant="secondary"
            type="button"
            onClick={() =>
              edit({
                ...draft,
                sections: [...draft.sections, { title: "", questions: [newQuestion(draft)] }],
              })
            }
          >
            {t("ui_eval_add_section")}
          </Button>
          <Button type="submit" busy={snapshot.matches("saving")}>
            {t("ui_eval_publish")}
          </Button>
        </div>
        <StatusMessage message={failureKey === undefined ? undefined : { key: failureKey, tone: "error" }} />
        <RequestIdLine id={failureRequestId} />
      </form>
    </section>
  );
}

import { useActorRef, useSelector } from "@xstate/react";
import { useId, useMemo } from "react";
import { fromPromise } from "xstate";
import { restoreFaqDraft, type FaqDraftField } from "../../../core/information/faq-draft-rules";
import { faqEditorMachine } from "../../../machines/information/faq-editor.machine";
import { inspectionRelay } from "../../../machines/tooling/inspection-relay";
import { AUTH_PORTS } from "../../../machines/auth/public-flows-ports";
import { Button } from "../../components/button";
import { card, cardTitle } from "../../components/card.css";
import { FieldErrorList, describedBy } from "../../components/field-errors";
import { control, field, hint, label } from "../../components/field.css";
import { StatusMessage } from "../../components/status-message";
import { useI18n } from "../../i18n/i18n-context";
import * as css from "./information.css";
import { RequestIdLine } from "../../components/request-id-line";
import { usePorts } from "../../platform/ports";
import { INFORMATION_PORTS } from "../../../machines/information/information-ports";

/** Per-tab draft of the editor (survives a failed save and a reload; dropped once published). */
const DRAFT_NAME = "faq-editor";

const LANGUAGES = [
  { suffix: "gr", legendKey: "ui_faq_editor_greek", lang: "el" },
  { suffix: "en", legendKey: "ui_faq_editor_english", lang: "en" },
] as const;

/** Head office's new FAQ entry: Greek and English side by side, published once. */
export function FaqEditor({
  onSaved,
  onCancel,
}: {
  readonly onSaved: () => void;
  readonly onCancel: () => void;
}) {
  const { t } = useI18n();
  const port = usePorts(INFORMATION_PORTS);
  const { drafts } = usePorts(AUTH_PORTS);
  const machine = useMemo(
    () =>
      faqEditorMachine.provide({
        actors: { saveEntry: fromPromise(({ input }) => port.createFaq(input)) },
        actions: {
          keepDraft: (_, params) => {
            if (params.draft === undefined) drafts.clear(DRAFT_NAME);
            else drafts.write(DRAFT_NAME, params.draft);
          },
        },
      }),
    [port, drafts],
  );
  const stored = restoreFaqDraft(drafts.read(DRAFT_NAME));
  const actor = useActorRef(machine, {
    input: stored === undefined ? {} : { draft: stored },
    inspect: inspectionRelay.inspect,
  });
  const draft = useSelector(actor, (s) => s.context.draft);
  const errors = useSelector(actor, (s) => (s.context.showErrors ? s.context.errors : []));
  const failureKey = useSelector(actor, (s) => s.context.failureKey);
  const requestId = useSelector(actor, (s) => s.context.failureRequestId);
  const saving = useSelector(actor, (s) => s.matches("saving"));
  const saved = useSelector(actor, (s) => s.matches("saved"));
  if (saved) {
    // The list starts over with the new entry; the editor closes.
    queueMicrotask(onSaved);
    return null;
  }
  const titleId = "faq-editor-title";
  return (
    <section className={card} aria-labelledby={titleId}>
      <h2 id={titleId} className={cardTitle}>
        {t("ui_faq_editor_title")}
      </h2>
      <StatusMessage message={failureKey === undefined ? undefined : { key: failureKey, tone: "error" }} />
      <RequestIdLine id={requestId} />
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          actor.send({ type: "user.submit" });
        }}
      >
        <div className={css.columns}>
          {LANGUAGES.map(({ suffix, legendKey, lang }) => (
            <fieldset key={suffix} className={css.fieldset} lang={lang}>
              <legend className={css.legend}>{t(legendKey)}</legend>
              {(["category", "question", "answer"] as const).map((name) => {
                const fieldName = `${name}_${suffix}` as FaqDraftField;
                return (
                  <DraftField
                    key={fieldName}
                    labelKey={`ui_faq_field_${name}`}
                    multiline={name === "answer"}
                    value={draft[fieldName]}
                    errors={errors.filter((e) => e.field === fieldName).map((e) => e.key)}
                    onChange={(value) => actor.send({ type: "user.change", field: fieldName, value })}
                    disabled={saving}
                  />
                );
              })}
            </fieldset>
          ))}
        </div>
        <div className={css.toolbar} style={{ marginTop: "16px", marginBottom: 0 }}>
          <Button variant="ghost" onClick={onCancel} disabled={saving}>
            {t("ui_faq_cancel")}
          </Button>
          <Button type="submit" busy={saving} disabled={saving}>
            {t("ui_faq_save")}
          </Button>
        </div>
      </form>
    </section>
  );
}

function DraftField({
  labelKey,
  multiline,
  value,
  errors,
  onChange,
  disabled,
}: {
  readonly labelKey: string;
  readonly multiline: boolean;
  readonly value: string;
  readonly errors: readonly string[];
  readonly onChange: (value: string) => void;
  readonly disabled: boolean;
}) {
  const { t } = useI18n();
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-errors`;
  const describe = describedBy(multiline ? hintId : undefined, errors.length > 0 ? errorId : undefined);
  const common = {
    id,
    value,
    disabled,
    "aria-invalid": errors.length > 0 || undefined,
    "aria-describedby": describe,
  };
  return (
    <div className={field}>
      <label htmlFor={id} className={label}>
        {t(labelKey)}
      </label>
      {multiline ? (
        <>
          <textarea
            {...common}
            className={`${control} ${css.textarea}`}
            onChange={(e) => onChange(e.target.value)}
          />
          <span id={hintId} className={hint}>
            {t("ui_faq_answer_hint")}
          </span>
        </>
      ) : (
        <input {...common} className={control} onChange={(e) => onChange(e.target.value)} />
      )}
      <FieldErrorList id={errorId} keys={errors} />
    </div>
  );
}

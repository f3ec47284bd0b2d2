import { useId, useState } from "react";
import { TICKET_PRIORITY } from "../../../core/constants/ticket-constants";
import type { CategoryId, ComplaintTypeId, ContactId } from "../../../core/schemas/ids";
import type { TicketPriority } from "../../../core/tickets/ticket-v2";
import type { AttachmentMeta } from "../../../core/tickets/attachment-rules";
import type {
  TicketDraftField,
  TicketDraftFields,
  TicketFieldErrors,
} from "../../../core/tickets/ticket-draft";
import { readPickedId } from "../../../core/tickets/ticket-draft";
import { ticketPriorityLabelKey } from "../../../core/tickets/ticket-labels";
import type { TicketLimits } from "../../../core/tickets/ticket-limits";
import { Button } from "../../components/button";
import { card, stackLg, visuallyHidden } from "../../components/card.css";
import { control, field, hint, label as labelClass } from "../../components/field.css";
import { FieldErrorList, describedBy } from "../../components/field-errors";
import { Loader } from "../../components/loader";
import { PageHeader } from "../../components/page-header";
import { SelectField } from "../../components/select-field";
import { StatusMessage } from "../../components/status-message";
import { useI18n } from "../../i18n/i18n-context";
import { AttachmentPicker, type PickedAttachment } from "./attachment-picker";
import * as css from "./tickets.css";

export interface PickOption {
  readonly id: number;
  readonly title: string;
}

export type NewTicketAttachment = PickedAttachment;

/** The save's steps, in order (machines/tickets/ticket.machine.ts). */
export type SaveStep = "upload" | "save" | "link" | "emails";
const SAVE_STEPS: readonly SaveStep[] = ["upload", "save", "link", "emails"];
const STEP_KEYS: Record<SaveStep, string> = {
  upload: "ui_tickets_step_upload",
  save: "ui_tickets_step_save",
  link: "ui_tickets_step_link",
  emails: "ui_tickets_step_emails",
};

export interface NewTicketViewState {
  /** restoring: the stored draft is being read; sending: a save is under way. */
  readonly phase: "restoring" | "editing" | "sending" | "done";
  /** The step under way while sending, so the user sees the save and the emails progress. */
  readonly step: SaveStep | null;
  /** Without files the upload and link steps are not listed. */
  readonly hasFiles: boolean;
  readonly fields: TicketDraftFields;
  readonly errors: TicketFieldErrors;
  /** Every field's errors show from the first submit on (before that, once a field is touched). */
  readonly showErrors: boolean;
  /** A save was sent and may have taken effect: the content stays as it is, only a retry is offered. */
  readonly locked: boolean;
  readonly attachments: readonly NewTicketAttachment[];
  readonly failureKey: string | null;
  readonly canDiscard: boolean;
  readonly limits: TicketLimits;
  readonly categories: readonly (PickOption & { readonly hasComplaintTypes: boolean })[];
  readonly contacts: readonly PickOption[];
  readonly complaintTypes: readonly PickOption[];
}

export type NewTicketViewEvent =
  | { readonly type: "user.change"; readonly fields: Partial<TicketDraftFields> }
  | {
      readonly type: "user.attachFile";
      /** Set when a lost attachment is attached again (it keeps its place). */
      readonly localId: string | undefined;
      readonly meta: AttachmentMeta;
      readonly file: File;
    }
  | { readonly type: "user.removeAttachment"; readonly localId: string }
  | { readonly type: "user.submit" }
  | { readonly type: "user.retry" }
  | { readonly type: "user.discard" };

const PRIORITIES: readonly TicketPriority[] = [
  TICKET_PRIORITY.high,
  TICKET_PRIORITY.medium,
  TICKET_PRIORITY.low,
];

export function NewTicketView({
  state,
  send,
}: {
  readonly state: NewTicketViewState;
  readonly send: (event: NewTicketViewEvent) => void;
}) {
  const { t } = useI18n();
  const [touched, setTouched] = useState<ReadonlySet<TicketDraftField>>(new Set());
  if (state.phase === "restoring") return <Loader />;

  const busy = state.phase === "sending" || state.phase === "done";
  const frozen = busy || state.locked;
  const errorsOf = (name: TicketDraftField) =>
    state.showErrors || touched.has(name) ? state.errors[name] : ([] as const);
  const change = (name: TicketDraftField, fields: Partial<TicketDraftFields>) => {
    setTouched((current) => new Set(current).add(name));
    send({ type: "user.change", fields });
  };
  const category = state.categories.find((c) => c.id === state.fields.category_id);

  return (
    <>
      <PageHeader title={t("ui_route_new_ticket")} leadKey="ui_tickets_new_lead" />
      <form
        className={`${card} ${stackLg}`}
        noValidate
        aria-busy={busy || undefined}
        onSubmit={(event) => {
          event.preventDefault();
          send({ type: state.failureKey !== null ? "user.retry" : "user.submit" });
        }}
      >
        {state.locked ? <StatusMessage message={{ key: "ui_tickets_locked", tone: "info" }} /> : null}
        <fieldset className={css.fieldsetReset} disabled={frozen}>
          <div className={css.formGrid}>
            <div className={css.fullWidth}>
              <LengthField
                multiline={false}
                labelKey="ui_tickets_field_title"
                value={state.fields.title}
                min={state.limits.titleMinLength}
                max={state.limits.titleMaxLength}
                errors={errorsOf("title")}
                onValueChange={(title) => change("title", { title })}
              />
            </div>
            <SelectField
              labelKey="ui_tickets_field_category"
              value={state.fields.category_id === null ? "" : String(state.fields.category_id)}
              onValueChange={(value) =>
                change("category_id", {
                  category_id: readPickedId(value) as CategoryId | null,
                  complaint_type_id: null,
                })
              }
              placeholderKey="ui_tickets_choose"
              options={state.categories.map((c) => ({ value: String(c.id), label: c.title }))}
              errors={errorsOf("category_id")}
            />
            <SelectField
              labelKey="ui_tickets_field_contact"
              value={state.fields.contact_id === null ? "" : String(state.fields.contact_id)}
              onValueChange={(value) =>
                change("contact_id", { contact_id: readPickedId(value) as ContactId | null })
              }
              placeholderKey="ui_tickets_choose"
              options={state.contacts.map((c) => ({ value: String(c.id), label: c.title }))}
              errors={errorsOf("contact_id")}
            />
            {category?.hasComplaintTypes === true || state.fields.complaint_type_id !== null ? (
              <SelectField
                labelKey="ui_tickets_field_complaint_type"
                value={state.fields.complaint_type_id === null ? "" : String(state.fields.complaint_type_id)}
                onValueChange={(value) =>
                  change("complaint_type_id", {
                    complaint_type_id: readPickedId(value) as ComplaintTypeId | null,
                  })
                }
                placeholderKey="ui_tickets_none"
                options={state.complaintTypes.map((c) => ({ value: String(c.id), label: c.title }))}
                errors={errorsOf("complaint_type_id")}
              />
            ) : null}
            <fieldset className={`${css.fieldsetReset} ${css.fullWidth}`}>
              <legend className={css.legend}>{t("ui_tickets_field_priority")}</legend>
              <div className={css.radioRow}>
                {PRIORITIES.map((priority) => (
                  <label key={priority} className={css.radioChoice}>
                    <input
                      type="radio"
                      name="priority"
                      value={priority}
                      checked={state.fields.priority === priority}
                      onChange={() => change("priority", { priority })}
                    />
                    {t(ticketPriorityLabelKey(priority))}
                  </label>
                ))}
              </div>
              <FieldErrorList id="priority-errors" keys={errorsOf("priority")} />
            </fieldset>
            <div className={css.fullWidth}>
              <LengthField
                multiline
                labelKey="ui_tickets_field_message"
                value={state.fields.message}
                min={state.limits.messageMinLength}
                max={state.limits.messageMaxLength}
                errors={errorsOf("message")}
                onValueChange={(message) => change("message", { message })}
              />
            </div>
          </div>
          <AttachmentPicker
            attachments={state.attachments}
            limits={state.limits}
            errorKeys={state.errors.attachments}
            frozen={frozen}
            inputTestId="ticket-file-input"
            onPick={(localId, meta, file) => send({ type: "user.attachFile", localId, meta, file })}
            onRemove={(localId) => send({ type: "user.removeAttachment", localId })}
          />
        </fieldset>
        <StatusMessage
          message={state.failureKey === null ? undefined : { key: state.failureKey, tone: "error" }}
        />
        {state.step !== null ? <SaveProgress step={state.step} hasFiles={state.hasFiles} /> : null}
        <div className={css.actions}>
          {state.failureKey !== null ? (
            <Button type="submit" busy={busy} disabled={busy}>
              {t("ui_tickets_retry_send")}
            </Button>
          ) : (
            <Button type="submit" busy={busy} disabled={busy}>
              {t("ui_tickets_submit")}
            </Button>
          )}
          {state.canDiscard && !busy ? (
            <Button variant="ghost" onClick={() => send({ type: "user.discard" })}>
              {t("ui_tickets_discard")}
            </Button>
          ) : null}
        </div>
      </form>
    </>
  );
}

/** The save's steps with the current one marked: saving, then the emails (issue 33, item 1). */
function SaveProgress({ step, hasFiles }: { readonly step: SaveStep; readonly hasFiles: boolean }) {
  const { t } = useI18n();
  const steps = SAVE_STEPS.filter((s) => hasFiles || (s !== "upload" && s !== "link"));
  const current = steps.indexOf(step);
  return (
    <ol className={css.saveSteps} aria-label={t("ui_tickets_progress_label")} data-testid="ticket-save-steps">
      {steps.map((s, index) => (
        <li
          key={s}
          className={
            index < current ? css.saveStepDone : index === current ? css.saveStepCurrent : css.saveStep
          }
          aria-current={index === current ? "step" : undefined}
        >
          <span aria-hidden="true">{index < current ? "✓" : index === current ? "…" : "·"}</span>{" "}
          {t(STEP_KEYS[s])}
          {index < current ? (
            <span className={visuallyHidden}> ({t("ui_tickets_step_done")})</span>
          ) : index === current ? (
            <span className={visuallyHidden}> ({t("ui_tickets_step_current")})</span>
          ) : null}
        </li>
      ))}
    </ol>
  );
}

/** A text with a length range: the range and the current length are shown under it. */
function LengthField({
  multiline,
  labelKey,
  value,
  min,
  max,
  errors,
  onValueChange,
}: {
  readonly multiline: boolean;
  readonly labelKey: string;
  readonly value: string;
  readonly min: number;
  readonly max: number;
  readonly errors: readonly string[];
  readonly onValueChange: (value: string) => void;
}) {
  const { t } = useI18n();
  const id = useId();
  const errorId = `${id}-errors`;
  const hintId = `${id}-hint`;
  const common = {
    id,
    value,
    "aria-invalid": errors.length > 0 || undefined,
    "aria-describedby": describedBy(hintId, errors.length > 0 && errorId),
  };
  return (
    <div className={field}>
      <label htmlFor={id} className={labelClass}>
        {t(labelKey)}
      </label>
      {multiline ? (
        <textarea
          {...common}
          className={`${control} ${css.textarea}`}
          onChange={(event) => onValueChange(event.target.value)}
        />
      ) : (
        <input {...common} className={control} onChange={(event) => onValueChange(event.target.value)} />
      )}
      <p id={hintId} className={hint}>
        {t("ui_tickets_length_hint", { min, max })} · {[...value.trim()].length}
      </p>
      <FieldErrorList id={errorId} keys={errors} />
    </div>
  );
}

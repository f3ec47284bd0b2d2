import { useId, useRef, useState, type DragEvent } from "react";
import { TICKET_PRIORITY } from "../../../core/constants/ticket-constants";
import type { CategoryId, ComplaintTypeId, ContactId } from "../../../core/schemas/ids";
import type { TicketPriority } from "../../../core/schemas/ticket-v2";
import {
  checkAttachment,
  checkAttachmentCount,
  type AttachmentMeta,
} from "../../../core/tickets/attachment-rules";
import type {
  TicketDraftField,
  TicketDraftFields,
  TicketFieldErrors,
} from "../../../core/tickets/ticket-draft";
import { readPickedId } from "../../../core/tickets/ticket-draft";
import { ticketPriorityLabelKey } from "../../../core/tickets/ticket-labels";
import type { TicketLimits } from "../../../core/tickets/ticket-limits";
import { Button } from "../../components/button";
import { card, stack, stackLg } from "../../components/card.css";
import { control, field, hint, label as labelClass } from "../../components/field.css";
import { FieldErrorList, describedBy } from "../../components/field-errors";
import { Loader } from "../../components/loader";
import { PageHeader } from "../../components/page-header";
import { SelectField } from "../../components/select-field";
import { StatusMessage } from "../../components/status-message";
import { useI18n } from "../../i18n/i18n-context";
import * as css from "./tickets.css";

export interface PickOption {
  readonly id: number;
  readonly title: string;
}

export interface NewTicketAttachment {
  readonly localId: string;
  readonly name: string;
  readonly size: number;
  /** 0..1 */
  readonly progress: number;
  readonly uploaded: boolean;
  /** Picked before a reload: the file itself is gone and must be attached again. */
  readonly lost: boolean;
}

export interface NewTicketViewState {
  /** restoring: the stored draft is being read; sending: a save is under way. */
  readonly phase: "restoring" | "editing" | "sending" | "done";
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

interface Refusal {
  readonly name: string;
  readonly keys: readonly string[];
}

const PRIORITIES: readonly TicketPriority[] = [
  TICKET_PRIORITY.high,
  TICKET_PRIORITY.medium,
  TICKET_PRIORITY.low,
];

const megabytes = (bytes: number) => Math.round((bytes / (1024 * 1024)) * 10) / 10;
const fileSize = (bytes: number) =>
  bytes < 1024 * 1024 ? `${Math.max(1, Math.round(bytes / 1024))} KB` : `${megabytes(bytes)} MB`;

export function NewTicketView({
  state,
  send,
}: {
  readonly state: NewTicketViewState;
  readonly send: (event: NewTicketViewEvent) => void;
}) {
  const { t } = useI18n();
  const [touched, setTouched] = useState<ReadonlySet<TicketDraftField>>(new Set());
  const [refusals, setRefusals] = useState<readonly Refusal[]>([]);
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

  /** Core's checks run before anything is sent: a refused file never reaches the upload. */
  const pickFiles = (files: readonly File[], replacing: string | undefined) => {
    const refused: Refusal[] = [];
    let count = state.attachments.length - (replacing === undefined ? 0 : 1);
    for (const file of files) {
      const meta: AttachmentMeta = { name: file.name, size: file.size, type: file.type };
      const keys = [...checkAttachment(meta, state.limits), ...checkAttachmentCount(count + 1, state.limits)];
      if (keys.length > 0) {
        refused.push({ name: file.name, keys });
        continue;
      }
      count += 1;
      send({ type: "user.attachFile", localId: replacing, meta, file });
    }
    setRefusals(refused);
  };

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
          <Attachments state={state} frozen={frozen} refusals={refusals} pickFiles={pickFiles} send={send} />
        </fieldset>
        <StatusMessage
          message={state.failureKey === null ? undefined : { key: state.failureKey, tone: "error" }}
        />
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

function Attachments({
  state,
  frozen,
  refusals,
  pickFiles,
  send,
}: {
  readonly state: NewTicketViewState;
  readonly frozen: boolean;
  readonly refusals: readonly Refusal[];
  readonly pickFiles: (files: readonly File[], replacing: string | undefined) => void;
  readonly send: (event: NewTicketViewEvent) => void;
}) {
  const { t } = useI18n();
  const input = useRef<HTMLInputElement>(null);
  const replacing = useRef<string | undefined>(undefined);
  const [over, setOver] = useState(false);
  const hintId = useId();
  const accept = state.limits.allowedFileTypes
    .flatMap((type) => type.extensions.map((ext) => `.${ext}`))
    .join(",");
  const open = (localId: string | undefined) => {
    replacing.current = localId;
    input.current?.click();
  };
  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setOver(false);
    if (frozen) return;
    pickFiles([...event.dataTransfer.files], undefined);
  };
  const fileErrors = state.errors.attachments.filter((key) => key !== "b2b_ticket_attachment_reattach");
  return (
    <div className={field}>
      <span className={labelClass}>{t("ui_tickets_field_attachments")}</span>
      <div
        className={css.dropzone}
        data-over={over}
        aria-disabled={frozen || undefined}
        onDragOver={(event) => {
          event.preventDefault();
          if (!frozen) setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={onDrop}
        data-testid="ticket-dropzone"
      >
        <span>
          {t("ui_tickets_files_drop")}{" "}
          <button
            type="button"
            className={css.pickButton}
            onClick={() => open(undefined)}
            aria-describedby={hintId}
          >
            {t("ui_tickets_files_pick")}
          </button>
        </span>
        <span id={hintId} className={hint}>
          {t("ui_tickets_files_hint", {
            count: state.limits.attachmentMaxCount,
            size: megabytes(state.limits.attachmentMaxBytes),
          })}
        </span>
        <input
          ref={input}
          type="file"
          multiple
          hidden
          accept={accept}
          data-testid="ticket-file-input"
          onChange={(event) => {
            const files = [...(event.target.files ?? [])];
            event.target.value = "";
            pickFiles(files, replacing.current);
          }}
        />
      </div>
      <div role="alert">
        {refusals.length > 0 ? (
          <ul className={css.refused}>
            {refusals.map((refusal, index) => (
              <li key={`${refusal.name}-${index}`}>
                <strong>{t("ui_tickets_file_refused", { name: refusal.name })}</strong>:{" "}
                {refusal.keys.map((key) => t(key)).join(" ")}
              </li>
            ))}
          </ul>
        ) : null}
      </div>
      <FieldErrorList id={`${hintId}-errors`} keys={fileErrors} />
      {state.attachments.length > 0 ? (
        <ul className={css.fileList}>
          {state.attachments.map((attachment) => (
            <li key={attachment.localId} className={css.attachmentRow}>
              <span className={stack}>
                <span className={css.attachmentName}>{attachment.name}</span>
                <span className={css.attachmentMeta}>
                  {fileSize(attachment.size)} ·{" "}
                  {attachment.lost
                    ? t("b2b_ticket_attachment_reattach")
                    : attachment.uploaded
                      ? t("ui_tickets_file_uploaded")
                      : t("ui_tickets_file_waiting")}
                </span>
              </span>
              <span className={css.actions}>
                {attachment.lost ? (
                  <Button variant="secondary" onClick={() => open(attachment.localId)}>
                    {t("ui_tickets_file_reattach")}
                  </Button>
                ) : null}
                <Button
                  variant="ghost"
                  aria-label={t("ui_tickets_file_remove", { name: attachment.name })}
                  onClick={() => send({ type: "user.removeAttachment", localId: attachment.localId })}
                >
                  ✕
                </Button>
              </span>
              {!attachment.lost ? (
                <progress
                  className={css.progress}
                  max={1}
                  value={attachment.progress}
                  aria-label={t("ui_tickets_file_progress", { name: attachment.name })}
                />
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

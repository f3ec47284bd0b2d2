import { useId, useState } from "react";
import type { Temporal } from "temporal-polyfill";
import { Link } from "wouter";
import { TICKET_STATUS } from "../../../core/constants/ticket-constants";
import { Button } from "../../components/button";
import { card, cardHeader, cardTitle, muted, stack, stackLg } from "../../components/card.css";
import { control, field, label as labelClass } from "../../components/field.css";
import { FieldErrorList, describedBy } from "../../components/field-errors";
import { Loader } from "../../components/loader";
import { PageHeader } from "../../components/page-header";
import { StatusMessage, type ServerMessage } from "../../components/status-message";
import { useI18n } from "../../i18n/i18n-context";
import { useFormatInstant } from "../../i18n/use-format-date";
import { Badge, type BadgeInfo } from "./ticket-badges";
import type { AttachmentMeta } from "../../../core/tickets/attachment-rules";
import type { TicketLimits } from "../../../core/tickets/ticket-limits";
import { AttachmentPicker, type PickedAttachment } from "./attachment-picker";
import * as css from "./tickets.css";
import { RequestIdLine } from "../../components/request-id-line";

/** One message of a ticket's conversation, whichever form it came from. */
export interface ThreadEntry {
  readonly id: number;
  readonly author: string;
  readonly message: string;
  readonly created: Temporal.Instant;
  /** Older form: m_stamp, shown when it differs from c_stamp. */
  readonly edited: Temporal.Instant | null;
}

export interface TicketAttachmentLink {
  readonly id: number;
  readonly name: string;
  readonly url: string;
  readonly type: string;
  /** What POST deleteTicketFile names. */
  readonly relationId: number;
  /** The user uploaded it, so may remove it (the server enforces the same rule). */
  readonly deletable: boolean;
}

export interface TicketFact {
  readonly labelKey: string;
  readonly value: string;
}

export interface TicketDetail {
  readonly id: number;
  /** "#12" or the older form's "OF-12" (core/tickets/ticket-number.ts). */
  readonly number: string;
  readonly title: string;
  readonly status: BadgeInfo;
  readonly priority: BadgeInfo;
  readonly facts: readonly TicketFact[];
  readonly created: Temporal.Instant;
  readonly updated: Temporal.Instant;
  readonly thread: readonly ThreadEntry[];
  /** v2 only; undefined for the older form, which has no files. */
  readonly attachments: readonly TicketAttachmentLink[] | undefined;
  /** v2 only: the status a "resolve" or "reopen" button would set, undefined when none is offered. */
  readonly nextStatus: "resolve" | "reopen" | undefined;
}

export interface ReplyBoxState {
  readonly text: string;
  readonly errors: readonly string[];
  readonly showErrors: boolean;
  readonly sending: boolean;
  readonly maxLength: number;
  readonly message: ServerMessage | undefined;
  /** The failed request's id, shown under the failure so a person can quote it (issue #42). */
  readonly requestId?: string | undefined;
  /** The reply's files (v2 form only: the older form's call takes none). */
  readonly files?: {
    readonly attachments: readonly PickedAttachment[];
    readonly errorKeys: readonly string[];
    readonly limits: TicketLimits;
  };
}

export interface TicketDetailViewState {
  readonly phase: "loading" | "ready";
  readonly backHref: string;
  readonly ticket: TicketDetail | undefined;
  /** Just saved on a form: the confirmation and, when all went well, who is being emailed. */
  readonly saved?:
    { readonly message: ServerMessage; readonly followUp: ServerMessage | undefined } | undefined;
  readonly statusChange: { readonly busy: boolean; readonly message: ServerMessage | undefined };
  /** A file being removed, and the outcome of the last removal. */
  readonly fileChange: { readonly busy: boolean; readonly message: ServerMessage | undefined };
  readonly reply: ReplyBoxState;
}

export type TicketDetailViewEvent =
  | { readonly type: "user.type"; readonly text: string }
  | { readonly type: "user.send" }
  | {
      readonly type: "user.attachFile";
      /** Set when a lost attachment is attached again (it keeps its place). */
      readonly localId: string | undefined;
      readonly meta: AttachmentMeta;
      readonly file: File;
    }
  | { readonly type: "user.removeAttachment"; readonly localId: string }
  | {
      readonly type: "user.setStatus";
      readonly status: (typeof TICKET_STATUS)[keyof typeof TICKET_STATUS];
      /** Resolving only: sent after the confirmation, with the optional resolution text. */
      readonly resolution?: string;
    }
  /** Sent only after the user confirmed. */
  | { readonly type: "user.deleteFile"; readonly relationId: number };

export function TicketDetailView({
  state,
  send,
}: {
  readonly state: TicketDetailViewState;
  readonly send: (event: TicketDetailViewEvent) => void;
}) {
  const { t } = useI18n();
  const format = useFormatInstant();
  const { ticket } = state;
  // Resolving asks first (issue 20, item 7); the panel closes by itself once the ticket is resolved.
  const [confirmingResolve, setConfirmingResolve] = useState(false);
  if (state.phase === "loading" || ticket === undefined) return <Loader />;
  return (
    <>
      <Link href={state.backHref} className={css.fileLink}>
        ← {t("ui_tickets_back")}
      </Link>
      <div className={css.headerRow}>
        <PageHeader title={ticket.title} />
        {ticket.nextStatus === "reopen" ? (
          <Button
            variant="secondary"
            busy={state.statusChange.busy}
            disabled={state.statusChange.busy}
            onClick={() => send({ type: "user.setStatus", status: TICKET_STATUS.open })}
          >
            {t("ui_tickets_reopen")}
          </Button>
        ) : null}
        {ticket.nextStatus === "resolve" && !confirmingResolve ? (
          <Button variant="primary" aria-expanded={false} onClick={() => setConfirmingResolve(true)}>
            {t("ui_tickets_resolve")}
          </Button>
        ) : null}
      </div>
      {ticket.nextStatus === "resolve" && confirmingResolve ? (
        <ResolveConfirmation
          busy={state.statusChange.busy}
          maxLength={state.reply.maxLength}
          onCancel={() => setConfirmingResolve(false)}
          onConfirm={(resolution) =>
            send({ type: "user.setStatus", status: TICKET_STATUS.resolved, resolution })
          }
        />
      ) : null}
      {state.saved !== undefined ? (
        <div className={css.savedNotice} data-testid="ticket-saved-notice">
          <StatusMessage message={state.saved.message} />
          <StatusMessage message={state.saved.followUp} />
        </div>
      ) : null}
      <StatusMessage message={state.statusChange.message} />
      <div className={css.detailGrid}>
        <div className={stackLg}>
          <section className={card} aria-labelledby="ticket-thread">
            <div className={cardHeader}>
              <h2 id="ticket-thread" className={cardTitle}>
                {t("ui_tickets_conversation")}
              </h2>
            </div>
            {ticket.thread.length === 0 ? (
              <p className={muted}>{t("ui_tickets_no_messages")}</p>
            ) : (
              <ol className={css.thread}>
                {ticket.thread.map((entry) => (
                  <li key={entry.id} className={css.message}>
                    <div className={css.messageHead}>
                      <span className={css.messageAuthor}>{entry.author}</span>
                      <span className={css.messageTime}>
                        <time dateTime={entry.created.toString()}>{format(entry.created, true)}</time>
                        {entry.edited !== null && !entry.edited.equals(entry.created)
                          ? ` · ${t("ui_tickets_edited", { stamp: format(entry.edited, true) })}`
                          : null}
                      </span>
                    </div>
                    <p className={css.messageBody}>{entry.message}</p>
                  </li>
                ))}
              </ol>
            )}
          </section>
          <ReplyBox state={state.reply} send={send} />
        </div>
        <div className={stackLg}>
          <section className={card} aria-labelledby="ticket-facts">
            <div className={cardHeader}>
              <h2 id="ticket-facts" className={cardTitle}>
                {t("ui_tickets_details")}
              </h2>
            </div>
            <dl className={css.facts}>
              <dt className={css.factName}>{t("ui_tickets_col_id")}</dt>
              <dd className={css.factValue}>{ticket.number}</dd>
              <dt className={css.factName}>{t("ui_tickets_col_status")}</dt>
              <dd className={css.factValue}>
                <Badge info={ticket.status} />
              </dd>
              <dt className={css.factName}>{t("ui_tickets_col_priority")}</dt>
              <dd className={css.factValue}>
                <Badge info={ticket.priority} />
              </dd>
              {ticket.facts.map((fact) => (
                <FactRow key={fact.labelKey} fact={fact} />
              ))}
              <dt className={css.factName}>{t("ui_tickets_col_created")}</dt>
              <dd className={css.factValue}>{format(ticket.created, true)}</dd>
              <dt className={css.factName}>{t("ui_tickets_col_updated")}</dt>
              <dd className={css.factValue}>{format(ticket.updated, true)}</dd>
            </dl>
          </section>
          {ticket.attachments !== undefined ? (
            <Attachments files={ticket.attachments} change={state.fileChange} send={send} />
          ) : null}
        </div>
      </div>
    </>
  );
}

/** The files of a v2 ticket: each downloads; its uploader may remove it after a confirmation. */
function Attachments({
  files,
  change,
  send,
}: {
  readonly files: readonly TicketAttachmentLink[];
  readonly change: TicketDetailViewState["fileChange"];
  readonly send: (event: TicketDetailViewEvent) => void;
}) {
  const { t } = useI18n();
  const [confirming, setConfirming] = useState<number | null>(null);
  return (
    <section className={card} aria-labelledby="ticket-files">
      <div className={cardHeader}>
        <h2 id="ticket-files" className={cardTitle}>
          {t("ui_tickets_attachments")}
        </h2>
      </div>
      <StatusMessage message={change.message} />
      {files.length === 0 ? (
        <p className={muted}>{t("ui_tickets_no_attachments")}</p>
      ) : (
        <ul className={css.fileList}>
          {files.map((file) => (
            <li key={file.id} className={file.deletable ? css.attachmentRow : undefined}>
              <a
                className={css.fileLink}
                href={file.url}
                download={file.name}
                aria-label={t("ui_tickets_download", { name: file.name })}
              >
                <svg width="18" height="18" viewBox="0 0 24 24" fill="none" aria-hidden="true">
                  <path
                    d="M12 4v11m0 0-4-4m4 4 4-4M5 19h14"
                    stroke="currentColor"
                    strokeWidth="2"
                    strokeLinecap="round"
                    strokeLinejoin="round"
                  />
                </svg>
                {file.name}
              </a>
              {file.deletable ? (
                <Button
                  variant="ghost"
                  aria-label={t("ui_tickets_file_delete", { name: file.name })}
                  aria-expanded={confirming === file.relationId}
                  disabled={change.busy}
                  onClick={() => setConfirming(file.relationId)}
                >
                  ✕
                </Button>
              ) : null}
              {file.deletable && confirming === file.relationId ? (
                <div className={css.confirmRow}>
                  <span>{t("ui_tickets_file_delete_confirm", { name: file.name })}</span>
                  <Button
                    variant="primary"
                    busy={change.busy}
                    disabled={change.busy}
                    onClick={() => {
                      setConfirming(null);
                      send({ type: "user.deleteFile", relationId: file.relationId });
                    }}
                  >
                    {t("ui_tickets_file_delete_yes")}
                  </Button>
                  <Button variant="secondary" onClick={() => setConfirming(null)}>
                    {t("ui_tickets_file_delete_no")}
                  </Button>
                </div>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/**
 * "Resolve this ticket?" with an optional resolution text, which becomes a message of the ticket.
 * The text stays while the change is under way or failed, so a failure loses nothing typed.
 */
function ResolveConfirmation({
  busy,
  maxLength,
  onCancel,
  onConfirm,
}: {
  readonly busy: boolean;
  readonly maxLength: number;
  readonly onCancel: () => void;
  readonly onConfirm: (resolution: string) => void;
}) {
  const { t } = useI18n();
  const id = useId();
  const [text, setText] = useState("");
  return (
    <section className={`${card} ${css.resolvePanel}`} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={cardTitle}>
        {t("ui_tickets_resolve_confirm")}
      </h2>
      <div className={field}>
        <label htmlFor={id} className={labelClass}>
          {t("ui_tickets_resolution_label")}
        </label>
        <textarea
          id={id}
          className={`${control} ${css.textarea}`}
          value={text}
          maxLength={maxLength}
          readOnly={busy}
          onChange={(event) => setText(event.target.value)}
          aria-describedby={`${id}-hint`}
        />
        <p id={`${id}-hint`} className={css.counter}>
          {t("ui_tickets_resolution_hint")}
        </p>
      </div>
      <div className={css.actions}>
        <Button variant="primary" busy={busy} disabled={busy} onClick={() => onConfirm(text)}>
          {t("ui_tickets_resolve_yes")}
        </Button>
        <Button variant="secondary" disabled={busy} onClick={onCancel}>
          {t("ui_tickets_resolve_no")}
        </Button>
      </div>
    </section>
  );
}

function FactRow({ fact }: { readonly fact: TicketFact }) {
  const { t } = useI18n();
  return (
    <>
      <dt className={css.factName}>{t(fact.labelKey)}</dt>
      <dd className={css.factValue}>{fact.value}</dd>
    </>
  );
}

/** The reply box (ticketReplyMachine): a failure keeps the text, so nothing typed is lost. */
export function ReplyBox({
  state,
  send,
}: {
  readonly state: ReplyBoxState;
  readonly send: (event: TicketDetailViewEvent) => void;
}) {
  const { t } = useI18n();
  const id = useId();
  const errorId = `${id}-errors`;
  const counterId = `${id}-counter`;
  const errors = state.showErrors ? state.errors : [];
  return (
    <div className={card}>
      <form
        className={stack}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          send({ type: "user.send" });
        }}
      >
        <div className={field}>
          <label htmlFor={id} className={labelClass}>
            {t("ui_tickets_reply_label")}
          </label>
          <textarea
            id={id}
            className={`${control} ${css.textarea}`}
            value={state.text}
            readOnly={state.sending}
            onChange={(event) => send({ type: "user.type", text: event.target.value })}
            aria-invalid={errors.length > 0 || undefined}
            aria-describedby={describedBy(counterId, errors.length > 0 && errorId)}
          />
          <p id={counterId} className={css.counter}>
            {[...state.text].length} / {state.maxLength}
          </p>
          <FieldErrorList id={errorId} keys={errors} />
        </div>
        {state.files !== undefined ? (
          <AttachmentPicker
            attachments={state.files.attachments}
            limits={state.files.limits}
            errorKeys={state.files.errorKeys}
            frozen={state.sending}
            inputTestId="reply-file-input"
            onPick={(localId, meta, file) => send({ type: "user.attachFile", localId, meta, file })}
            onRemove={(localId) => send({ type: "user.removeAttachment", localId })}
          />
        ) : null}
        <StatusMessage message={state.message} />
        <RequestIdLine id={state.requestId} />
        <div className={css.actions}>
          <Button type="submit" busy={state.sending} disabled={state.sending}>
            {t("ui_tickets_reply_send")}
          </Button>
        </div>
      </form>
    </div>
  );
}

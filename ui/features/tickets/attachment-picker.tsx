import { useId, useRef, useState, type DragEvent } from "react";
import {
  checkAttachment,
  checkAttachmentCount,
  type AttachmentMeta,
} from "../../../core/tickets/attachment-rules";
import type { TicketAttachment } from "../../../machines/tickets/attachments";
import type { TicketLimits } from "../../../core/tickets/ticket-limits";
import { Button } from "../../components/button";
import { stack } from "../../components/card.css";
import { field, hint, label as labelClass } from "../../components/field.css";
import { FieldErrorList } from "../../components/field-errors";
import { useI18n } from "../../i18n/i18n-context";
import { formatFileSize, formatNumber } from "../../../core/i18n/number-format";
import * as css from "./tickets.css";

/*
 * The files of a new ticket and of a reply (issue 20, item 9): one picker with drop zone, core's
 * checks before anything is sent (a refused file never reaches the upload, and says why), the list
 * with each file's progress, and "attach again" for a file a reload took away.
 */

export interface PickedAttachment {
  readonly localId: string;
  readonly name: string;
  readonly size: number;
  /** 0..1 */
  readonly progress: number;
  readonly uploaded: boolean;
  /** Picked before a reload: the file itself is gone and must be attached again. */
  readonly lost: boolean;
}

/** The machine's attachments as the picker shows them. */
export const pickedAttachments = (attachments: readonly TicketAttachment[]): readonly PickedAttachment[] =>
  attachments.map((a) => ({
    localId: a.localId,
    name: a.meta.name,
    size: a.meta.size,
    progress: a.progress,
    uploaded: a.fileId !== null,
    lost: a.fileId === null && a.file === undefined,
  }));

interface Refusal {
  readonly name: string;
  readonly keys: readonly string[];
}

export function AttachmentPicker({
  attachments,
  limits,
  errorKeys,
  frozen,
  inputTestId,
  onPick,
  onRemove,
}: {
  readonly attachments: readonly PickedAttachment[];
  readonly limits: TicketLimits;
  /** Core's keys for the list as it stands ("attach again" is shown on the file itself). */
  readonly errorKeys: readonly string[];
  readonly frozen: boolean;
  readonly inputTestId: string;
  /** A file that passed core's checks; `localId` is set when a lost file is attached again. */
  readonly onPick: (localId: string | undefined, meta: AttachmentMeta, file: File) => void;
  readonly onRemove: (localId: string) => void;
}) {
  const { t, language } = useI18n();
  const input = useRef<HTMLInputElement>(null);
  const replacing = useRef<string | undefined>(undefined);
  const [over, setOver] = useState(false);
  const [refusals, setRefusals] = useState<readonly Refusal[]>([]);
  const hintId = useId();
  const accept = limits.allowedFileTypes.flatMap((type) => type.extensions.map((ext) => `.${ext}`)).join(",");
  const open = (localId: string | undefined) => {
    replacing.current = localId;
    input.current?.click();
  };
  /** Core's checks run before anything is sent: a refused file never reaches the upload. */
  const pickFiles = (files: readonly File[], replacingId: string | undefined) => {
    const refused: Refusal[] = [];
    let count = attachments.length - (replacingId === undefined ? 0 : 1);
    for (const file of files) {
      const meta: AttachmentMeta = { name: file.name, size: file.size, type: file.type };
      const keys = [...checkAttachment(meta, limits), ...checkAttachmentCount(count + 1, limits)];
      if (keys.length > 0) {
        refused.push({ name: file.name, keys });
        continue;
      }
      count += 1;
      onPick(replacingId, meta, file);
    }
    setRefusals(refused);
  };
  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setOver(false);
    if (frozen) return;
    pickFiles([...event.dataTransfer.files], undefined);
  };
  const fileErrors = errorKeys.filter((key) => key !== "b2b_ticket_attachment_reattach");
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
            count: limits.attachmentMaxCount,
            size: formatNumber(limits.attachmentMaxBytes / (1024 * 1024), language, 1),
          })}
        </span>
        <input
          ref={input}
          type="file"
          multiple
          hidden
          accept={accept}
          data-testid={inputTestId}
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
      {attachments.length > 0 ? (
        <ul className={css.fileList}>
          {attachments.map((attachment) => (
            <li key={attachment.localId} className={css.attachmentRow}>
              <span className={stack}>
                <span className={css.attachmentName}>{attachment.name}</span>
                <span className={css.attachmentMeta}>
                  {formatFileSize(attachment.size, language)} ·{" "}
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
                  onClick={() => onRemove(attachment.localId)}
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

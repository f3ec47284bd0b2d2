import { fromCallback } from "xstate";
import type { FileId } from "../../core/schemas/ids";
import type { AttachmentMeta } from "../../core/tickets/attachment-rules";
import type { StoredAttachment } from "../../core/tickets/ticket-draft-storage";

/*
 * The attachments of a new ticket and of a reply (issue 20, item 9): one list, one upload actor,
 * one set of updates, so both forms check, upload (one at a time, with progress, each file once)
 * and keep their files through a reload the same way.
 */

export interface TicketAttachment {
  /** The browser's id for the picked file (stable across reloads, unique in the draft). */
  readonly localId: string;
  readonly meta: AttachmentMeta;
  /**
   * The picked file itself (a browser File), opaque to the machine and handed to the upload actor.
   * Undefined after a reload: storage cannot keep files.
   */
  readonly file: unknown;
  /** The uploaded file's id; set once, so a retry never uploads the same attachment twice. */
  readonly fileId: FileId | null;
  /** Upload progress 0..1 for the view. */
  readonly progress: number;
}

export interface UploadFileInput {
  readonly localId: string;
  readonly file: unknown;
  readonly meta: AttachmentMeta;
  readonly idempotencyKey: string;
}

/** What the upload actor sends back while it works (it is a callback actor for the progress). */
export type UploadEvent =
  | {
      readonly type: "upload.progress";
      readonly localId: string;
      readonly loaded: number;
      readonly total: number;
    }
  | { readonly type: "upload.done"; readonly localId: string; readonly fileId: FileId }
  | { readonly type: "upload.failed"; readonly localId: string; readonly error: unknown };

type UploadProgress = Extract<UploadEvent, { readonly type: "upload.progress" }>;
type UploadDone = Extract<UploadEvent, { readonly type: "upload.done" }>;

/**
 * The `upload.progress` transition of both forms (the new ticket's and the reply's uploading state):
 * the bar of the file being uploaded moves. Each machine names the guard `isCurrentUpload` and the
 * action `setProgress` in its setup().
 */
export const UPLOAD_PROGRESS = {
  guard: "isCurrentUpload",
  actions: {
    type: "setProgress",
    params: ({ event }: { readonly event: UploadProgress }) => ({
      localId: event.localId,
      progress: event.total > 0 ? event.loaded / event.total : 0,
    }),
  },
} as const;

/** The params of action `keepFileId` on `upload.done`: the uploaded file's id, for its attachment. */
export const uploadedFileId = ({ event }: { readonly event: UploadDone }) => ({
  localId: event.localId,
  fileId: event.fileId,
});

/** The user's attachment events, the same on both forms. */
export type AttachmentEvent =
  | {
      readonly type: "user.attachFile";
      readonly localId: string;
      readonly meta: AttachmentMeta;
      readonly file: unknown;
    }
  | { readonly type: "user.removeAttachment"; readonly localId: string };

/** POST v2/files for one file; sends upload.progress, then upload.done or upload.failed. */
export const uploadFileActor = () =>
  fromCallback<UploadEvent, UploadFileInput>(() => {
    throw new Error('The actor "uploadFile" must be provided at the composition root.');
  });

/** Picking the same file id again replaces it (the view may re-pick after a reload). */
export const withAttachment = (
  attachments: readonly TicketAttachment[],
  picked: { readonly localId: string; readonly meta: AttachmentMeta; readonly file: unknown },
): readonly TicketAttachment[] => [
  ...attachments.filter((a) => a.localId !== picked.localId),
  { localId: picked.localId, meta: picked.meta, file: picked.file, fileId: null, progress: 0 },
];

export const withoutAttachment = (
  attachments: readonly TicketAttachment[],
  localId: string,
): readonly TicketAttachment[] => attachments.filter((a) => a.localId !== localId);

export const withProgress = (
  attachments: readonly TicketAttachment[],
  localId: string,
  progress: number,
): readonly TicketAttachment[] =>
  attachments.map((a) =>
    a.localId === localId ? { ...a, progress: Math.min(1, Math.max(0, progress)) } : a,
  );

export const withFileId = (
  attachments: readonly TicketAttachment[],
  localId: string,
  fileId: FileId,
): readonly TicketAttachment[] =>
  attachments.map((a) => (a.localId === localId ? { ...a, fileId, progress: 1 } : a));

/** The first attachment still to upload (uploads go one at a time, in order). */
export function nextPendingUpload(attachments: readonly TicketAttachment[]): TicketAttachment | undefined {
  return attachments.find((a) => a.fileId === null);
}

export function uploadedFileIds(attachments: readonly TicketAttachment[]): FileId[] {
  return attachments.flatMap((a) => (a.fileId === null ? [] : [a.fileId]));
}

/** A picked file that a reload took away before it was uploaded: it must be attached again. */
export const hasLostAttachment = (attachments: readonly TicketAttachment[]): boolean =>
  attachments.some((a) => a.fileId === null && a.file === undefined);

/** What a draft keeps of its attachments: everything but the files themselves. */
export const storedAttachments = (attachments: readonly TicketAttachment[]): StoredAttachment[] =>
  attachments.map(({ localId, meta, fileId }) => ({ localId, meta, fileId }));

/** The attachments read back from a draft: the uploaded ones are done, the others need their file. */
export const restoredAttachments = (stored: readonly StoredAttachment[]): readonly TicketAttachment[] =>
  stored.map((a) => ({ ...a, file: undefined, progress: a.fileId === null ? 0 : 1 }));

/** The input of the upload actor for the next pending file. */
export function nextUploadInput(
  attachments: readonly TicketAttachment[],
  idempotencyKey: string,
): UploadFileInput {
  const next = nextPendingUpload(attachments);
  return {
    localId: next?.localId ?? "",
    file: next?.file,
    meta: next?.meta ?? { name: "", size: 0, type: "" },
    idempotencyKey,
  };
}

/** The upload events are for the file being uploaded (a late event of an aborted upload is not). */
export const isCurrentUpload = ({
  context,
  event,
}: {
  readonly context: { readonly attachments: readonly TicketAttachment[] };
  readonly event: object;
}): boolean => "localId" in event && nextPendingUpload(context.attachments)?.localId === event.localId;

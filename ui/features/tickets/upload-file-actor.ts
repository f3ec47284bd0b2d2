import { fromCallback } from "xstate";
import type { UploadEvent, UploadFileInput } from "../../../machines/tickets/attachments";
import type { TicketsApiPort } from "../../../machines/tickets/tickets-ports";

/**
 * The upload actor of the new-ticket form and of the reply (machines/tickets/attachments.ts): POST
 * v2/files with progress, aborted when the machine leaves the upload. A file a reload took away
 * fails at once with "attach it again".
 */
export const uploadFileThrough = (api: Pick<TicketsApiPort, "upload">) =>
  fromCallback<UploadEvent, UploadFileInput>(({ input, sendBack }) => {
    const { localId } = input;
    if (!(input.file instanceof Blob)) {
      sendBack({ type: "upload.failed", localId, error: { messageKey: "b2b_ticket_attachment_reattach" } });
      return undefined;
    }
    const handle = api.upload(input.file, (loaded, total) =>
      sendBack({ type: "upload.progress", localId, loaded, total }),
    );
    handle.done.then(
      (uploaded) => sendBack({ type: "upload.done", localId, fileId: uploaded.file_id }),
      (error: unknown) => sendBack({ type: "upload.failed", localId, error }),
    );
    return () => handle.abort();
  });

import type { TicketLimits } from "../../../core/tickets/ticket-limits";
import type { UploadedFile } from "../../../core/files/uploaded-file";
import type { UploadQuota } from "../../config/app-config";
import type { Database } from "../../db/database";
import type { FileStore } from "./file-store";
import { storeUpload } from "./file-upload";
import { checkPendingBytes } from "./upload-quota";

/** One accepted upload: the owner's pending bytes may take it (413 past the quota), then the checked store. */
export async function acceptUpload(
  db: Database,
  store: FileStore,
  upload: {
    readonly quota: UploadQuota;
    readonly limits: TicketLimits;
    readonly ownerId: number;
    readonly file: File;
    readonly now: Date;
  },
): Promise<UploadedFile> {
  await checkPendingBytes(db, upload.quota, {
    ownerId: upload.ownerId,
    size: upload.file.size,
    now: upload.now,
  });
  return storeUpload(db, store, {
    ownerId: upload.ownerId,
    file: upload.file,
    limits: upload.limits,
    now: upload.now,
  });
}

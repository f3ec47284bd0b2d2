import { and, eq, gt, sql } from "drizzle-orm";
import type { UploadQuota } from "../../config/app-config";
import type { Database } from "../../db/database";
import { files } from "../tables/files";
import { TooLarge } from "../../domain-errors";
import { consumeRateLimit, type RateLimitOutcome } from "../../auth/services/rate-limit/rate-limiter";
import { PENDING_FILE_TTL_MS } from "./file-upload";

/**
 * Counts one upload request of a user against TICKET_UPLOADS_PER_10_MINUTES, before its body is
 * read: every request counts, refused ones too, so a flood costs the server no parsing.
 */
export function countUpload(
  db: Database,
  quota: UploadQuota,
  ownerId: number,
  now: Date,
): Promise<RateLimitOutcome> {
  return consumeRateLimit(
    db,
    { name: "upload:user", limit: quota.uploadsPerTenMinutes, windowSeconds: 10 * 60 },
    String(ownerId),
    now,
  );
}

/**
 * Refuses (413 `b2b_ticket_uploads_pending_too_large`) an upload that would take the user's pending
 * files, uploaded but not yet attached to a ticket, past TICKET_UPLOAD_PENDING_MAX_BYTES; files past
 * their 24 hours no longer count (they are swept). Parallel uploads may each pass before the others
 * are written, so the budget can be passed by a few files; the upload rate bounds how many.
 */
export async function checkPendingBytes(
  db: Database,
  quota: UploadQuota,
  upload: { readonly ownerId: number; readonly size: number; readonly now: Date },
): Promise<void> {
  const [row] = await db
    .select({ bytes: sql<string | number | null>`sum(${files.size})` })
    .from(files)
    .where(
      and(
        eq(files.ownerId, upload.ownerId),
        eq(files.status, "pending"),
        gt(files.cStamp, new Date(upload.now.getTime() - PENDING_FILE_TTL_MS)),
      ),
    );
  const pending = Number(row?.bytes ?? 0);
  if (pending + upload.size > quota.pendingMaxBytes)
    throw new TooLarge("b2b_ticket_uploads_pending_too_large");
}

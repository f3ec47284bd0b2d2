import { and, eq, inArray } from "drizzle-orm";
import type { RecordFile } from "../../../core/store-operations/store-operations-wire";
import type { Database } from "../../db/database";
import { files } from "../../files/tables/files";
import { fileRelations } from "../../tickets/tables/file-relations";
import { signedFileUrl } from "../../files/services/file-signature";
import { Invalid } from "../../domain-errors";
import { licenseFiles } from "../tables/licenses";
import { maintenanceFiles } from "../tables/maintenance-records";

/*
 * Files of licences and maintenance records. Bodies are uploaded through the tickets' upload
 * (POST v2/files: the same checks of type, size and first bytes, the same FileStore); attaching one
 * here marks it `linked`, which takes it out of the 24-hour sweep of unclaimed uploads.
 */

export type RecordKind = "license" | "maintenance";

const LINKS = {
  license: { table: licenseFiles, record: licenseFiles.licenseId, file: licenseFiles.fileId },
  maintenance: {
    table: maintenanceFiles,
    record: maintenanceFiles.maintenanceId,
    file: maintenanceFiles.fileId,
  },
} as const;

/**
 * Attaches the caller's fresh uploads to a record. Each id must be a pending upload of this user that
 * nothing holds yet, else 422 `b2b_ops_file_unusable` (the form asks for the file again).
 */
export async function attachUploads(
  tx: Database,
  kind: RecordKind,
  recordId: number,
  ownerId: number,
  fileIds: readonly number[],
): Promise<void> {
  const ids = [...new Set(fileIds)];
  if (ids.length === 0) return;
  const rows = await tx
    .select({ id: files.id })
    .from(files)
    .where(and(inArray(files.id, ids), eq(files.ownerId, ownerId), eq(files.status, "pending")))
    .for("update");
  const heldByTicket = await tx
    .select({ id: fileRelations.fileId })
    .from(fileRelations)
    .where(inArray(fileRelations.fileId, ids));
  if (rows.length !== ids.length || heldByTicket.length > 0) throw new Invalid("b2b_ops_file_unusable");
  if (kind === "license")
    await tx.insert(licenseFiles).values(ids.map((fileId) => ({ licenseId: recordId, fileId })));
  else await tx.insert(maintenanceFiles).values(ids.map((fileId) => ({ maintenanceId: recordId, fileId })));
  await tx.update(files).set({ status: "linked" }).where(inArray(files.id, ids));
}

/** The files of some records, by record id, each with a signed download URL (store-files/{id}). */
export async function filesOfRecords(
  db: Database,
  kind: RecordKind,
  recordIds: readonly number[],
  secret: string,
  now: Date,
): Promise<ReadonlyMap<number, RecordFile[]>> {
  const byRecord = new Map<number, RecordFile[]>();
  if (recordIds.length === 0) return byRecord;
  const link = LINKS[kind];
  const rows = await db
    .select({ recordId: link.record, id: files.id, extension: files.extension, name: files.name })
    .from(link.table)
    .innerJoin(files, eq(files.id, link.file))
    .where(inArray(link.record, [...recordIds]))
    .orderBy(files.id);
  for (const row of rows) {
    const list = byRecord.get(row.recordId) ?? [];
    list.push({
      id: row.id,
      extension: row.extension,
      name: row.name,
      url: storeFileUrl(secret, row.id, now),
    });
    byRecord.set(row.recordId, list);
  }
  return byRecord;
}

/** The tickets' signature (same secret, same expiry) on this area's download path. */
export function storeFileUrl(secret: string, fileId: number, now: Date): string {
  const query = signedFileUrl(secret, fileId, now).split("?")[1] ?? "";
  return `store-files/${fileId}?${query}`;
}

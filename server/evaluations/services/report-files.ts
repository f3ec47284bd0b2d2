import { and, eq, inArray } from "drizzle-orm";
import type { ReportFile } from "../../../core/evaluations/evaluations-wire";
import type { Database } from "../../db/database";
import { Invalid } from "../../domain-errors";
import { signedFileUrl } from "../../files/services/file-signature";
import { files } from "../../files/tables/files";
import { fileRelations } from "../../tickets/tables/file-relations";
import { evaluationReportFiles } from "../tables/evaluations";

/*
 * The photos of a report's answers. Bodies are uploaded through the tickets' upload (POST v2/files:
 * the same checks of type, size and first bytes, the same FileStore); attaching one here marks it
 * `linked`, which takes it out of the 24-hour sweep of unclaimed uploads. They are served by
 * report-evaluation-files/{id} through a signed URL, like the other areas' files.
 */

/** Each file must be a pending upload of the caller that nothing holds yet, else 422. */
export async function attachReportPhotos(
  tx: Database,
  reportId: number,
  ownerId: number,
  photos: readonly { readonly questionId: string; readonly fileId: number }[],
): Promise<void> {
  const ids = [...new Set(photos.map((p) => p.fileId))];
  if (ids.length === 0) return;
  if (ids.length !== photos.length) throw new Invalid("b2b_checklist_file_unusable");
  const rows = await tx
    .select({ id: files.id })
    .from(files)
    .where(and(inArray(files.id, ids), eq(files.ownerId, ownerId), eq(files.status, "pending")))
    .for("update");
  const held = await tx
    .select({ id: fileRelations.fileId })
    .from(fileRelations)
    .where(inArray(fileRelations.fileId, ids));
  if (rows.length !== ids.length || held.length > 0) throw new Invalid("b2b_checklist_file_unusable");
  await tx
    .insert(evaluationReportFiles)
    .values(photos.map((p) => ({ reportId, questionId: p.questionId, fileId: p.fileId })));
  await tx.update(files).set({ status: "linked" }).where(inArray(files.id, ids));
}

/** The photos of one report by question id, each with a signed download URL. */
export async function photosOfReport(
  db: Database,
  reportId: number,
  secret: string,
  now: Date,
): Promise<ReadonlyMap<string, ReportFile[]>> {
  const rows = await db
    .select({ questionId: evaluationReportFiles.questionId, id: files.id, name: files.name })
    .from(evaluationReportFiles)
    .innerJoin(files, eq(files.id, evaluationReportFiles.fileId))
    .where(eq(evaluationReportFiles.reportId, reportId))
    .orderBy(files.id);
  const byQuestion = new Map<string, ReportFile[]>();
  for (const row of rows) {
    const query = signedFileUrl(secret, row.id, now).split("?")[1] ?? "";
    const list = byQuestion.get(row.questionId) ?? [];
    list.push({
      id: row.id,
      name: row.name,
      url: `report-evaluation-files/${row.id}?${query}`,
    } as ReportFile);
    byQuestion.set(row.questionId, list);
  }
  return byQuestion;
}

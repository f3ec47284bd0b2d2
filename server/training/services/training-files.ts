import { and, desc, eq, isNotNull, sql, type SQL } from "drizzle-orm";
import { isTrainingFileTitle } from "../../../core/training/training-file-draft";
import { mayWriteExams } from "../../../core/training/training-rights";
import type { NewTrainingFile, TrainingFileWire } from "../../../core/training/training-file-wire";
import type { Database } from "../../db/database";
import { userStores } from "../../db/schema/user-stores";
import { Invalid, NotFound } from "../../domain-errors";
import { signedLink } from "../../services/signed-links/signed-link";
import { files } from "../../files/tables/files";
import { fileRelations } from "../../tickets/tables/file-relations";
import { trainingFiles } from "../tables/training-files";
import { trainingNotes } from "../tables/training-notes";
import { trainingMaterials } from "../tables/trainings";
import type { TrainingCaller } from "./training-audience";

/*
 * Files of the training area (docs/decisions.md, "Training files and videos"). Who sees one is what
 * head office picked: its roles (none: every role) and its stores (none: every store; otherwise the
 * caller must work in one of them, or hold the explicit every-store grant). Bodies are the shared
 * `files`, uploaded through the tickets' upload and downloaded through a signed link.
 */

/** The path the signed links of training files use (relative to the API base). */
export const TRAINING_FILE_PATH = "training-files";

/** The tickets' download signature (same secret, same purpose) on this area's path. */
const fileLink = (secret: string, fileId: number, now: Date) =>
  signedLink(secret, "file-download", TRAINING_FILE_PATH, fileId, now);

/**
 * The caller may see the row: its roles and its stores, each "everyone" when empty. Head office,
 * who puts files up (the exam authors' right), sees every one of them, to check what it shared.
 */
function visibleTo(caller: TrainingCaller): SQL {
  if (mayWriteExams(caller.role)) return sql`true`;
  const forRole = sql`(jsonb_array_length(${trainingFiles.roles}) = 0 or ${trainingFiles.roles} @> ${JSON.stringify([caller.role])}::jsonb)`;
  const forStore = caller.allStores
    ? sql`true`
    : sql`(jsonb_array_length(${trainingFiles.locationIds}) = 0 or exists (
        select 1 from jsonb_array_elements_text(${trainingFiles.locationIds}) as store(id)
        join ${userStores} on ${userStores.storeId} = store.id::int and ${userStores.userId} = ${caller.id}))`;
  return sql`${forRole} and ${forStore}`;
}

/** The training files the caller may see, newest first, narrowed by `where`. */
async function readFiles(
  db: Database,
  caller: TrainingCaller,
  where: SQL | undefined,
  secret: string,
  now: Date,
): Promise<TrainingFileWire[]> {
  const rows = await db
    .select({
      id: trainingFiles.id,
      kind: trainingFiles.kind,
      title: trainingFiles.title,
      noteId: trainingFiles.noteId,
      noteTitle: trainingNotes.title,
      materialId: trainingFiles.materialId,
      cStamp: trainingFiles.cStamp,
      fileId: files.id,
      name: files.name,
      extension: files.extension,
      mime: files.mime,
      size: files.size,
      captionId: trainingFiles.captionFileId,
    })
    .from(trainingFiles)
    .innerJoin(files, eq(files.id, trainingFiles.fileId))
    .leftJoin(trainingNotes, eq(trainingNotes.id, trainingFiles.noteId))
    .where(and(visibleTo(caller), where))
    .orderBy(desc(trainingFiles.cStamp), desc(trainingFiles.id))
    .limit(500);
  return rows.map((row) => ({
    id: row.id,
    kind: row.kind,
    title: row.title,
    name: row.name,
    extension: row.extension,
    mime: row.mime,
    size: row.size,
    url: fileLink(secret, row.fileId, now),
    caption_url: row.captionId === null ? null : fileLink(secret, row.captionId, now),
    note_id: row.noteId,
    note_title: row.noteTitle,
    material_id: row.materialId,
    c_stamp: row.cStamp.toISOString(),
  }));
}

export interface FileReadContext {
  readonly db: Database;
  readonly caller: TrainingCaller;
  readonly secret: string;
  readonly now: Date;
}

/** GET training/files: every training file the caller may see. */
export const listTrainingFiles = (r: FileReadContext) =>
  readFiles(r.db, r.caller, undefined, r.secret, r.now);

/**
 * GET notes/{id}/files: one note's files and videos the caller may see. A note that does not exist
 * is 404, as GET notes/{id} answers, not an empty list that reads like "a note without files".
 */
export async function noteFiles(r: FileReadContext, noteId: number): Promise<TrainingFileWire[]> {
  const [note] = await r.db
    .select({ id: trainingNotes.id })
    .from(trainingNotes)
    .where(eq(trainingNotes.id, noteId));
  if (note === undefined) throw new NotFound("b2b_not_found");
  return readFiles(r.db, r.caller, eq(trainingFiles.noteId, noteId), r.secret, r.now);
}

/** GET training_material/files: the files on material the caller may see (/training_material). */
export const materialFiles = (r: FileReadContext) =>
  readFiles(r.db, r.caller, isNotNull(trainingFiles.materialId), r.secret, r.now);

/** GET notes/videos: the videos on notes the caller may see (/note-videos). */
export const noteVideos = (r: FileReadContext) =>
  readFiles(
    r.db,
    r.caller,
    and(eq(trainingFiles.kind, "video"), isNotNull(trainingFiles.noteId)),
    r.secret,
    r.now,
  );

/**
 * POST training/files/attach (head office): puts one of the caller's fresh uploads on a note, a piece
 * of material, or neither, for the roles and stores picked. The upload must be the caller's, pending
 * and held by nothing else (else 422 `b2b_training_file_unusable`); a note or material that does not
 * exist is 422 `b2b_invalid_input` (the form offers only existing ones). The upload becomes
 * `linked`, out of the sweep of unclaimed uploads.
 */
export async function attachTrainingFile(
  db: Database,
  caller: TrainingCaller,
  body: NewTrainingFile,
  now: Date,
): Promise<number> {
  if (!isTrainingFileTitle(body.title)) throw new Invalid("b2b_training_file_title_invalid");
  const title = body.title.trim();
  return db.transaction(async (tx) => {
    const [file] = await tx
      .select({ id: files.id, mime: files.mime })
      .from(files)
      .where(and(eq(files.id, body.file_id), eq(files.ownerId, caller.id), eq(files.status, "pending")))
      .for("update");
    const [heldByTicket] = await tx
      .select({ id: fileRelations.fileId })
      .from(fileRelations)
      .where(eq(fileRelations.fileId, body.file_id))
      .limit(1);
    if (file === undefined || heldByTicket !== undefined) throw new Invalid("b2b_training_file_unusable");
    if (body.note_id !== null) {
      const [note] = await tx
        .select({ id: trainingNotes.id })
        .from(trainingNotes)
        .where(eq(trainingNotes.id, body.note_id));
      if (note === undefined) throw new Invalid("b2b_invalid_input");
    }
    if (body.material_id !== null) {
      const [material] = await tx
        .select({ id: trainingMaterials.id })
        .from(trainingMaterials)
        .where(eq(trainingMaterials.id, body.material_id));
      if (material === undefined) throw new Invalid("b2b_invalid_input");
    }
    const [created] = await tx
      .insert(trainingFiles)
      .values({
        fileId: file.id,
        kind: file.mime.startsWith("video/") ? "video" : "document",
        title,
        noteId: body.note_id,
        materialId: body.material_id,
        roles: [...new Set(body.roles)],
        locationIds: [...new Set(body.location_ids)],
        createdBy: caller.id,
        cStamp: now,
      })
      .returning({ id: trainingFiles.id });
    if (created === undefined) throw new Error("insert returned no row");
    await tx.update(files).set({ status: "linked" }).where(eq(files.id, file.id));
    return created.id;
  });
}

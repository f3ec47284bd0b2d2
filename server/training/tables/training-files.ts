import { index, integer, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import type { Role } from "../../../core/permissions/role";
import { users } from "../../db/schema/users";
import { files } from "../../files/tables/files";
import { trainingNotes } from "./training-notes";
import { trainingMaterials } from "./trainings";

/**
 * A file of the training area (/training-files, a note's files, /note-videos): a body of the shared
 * `files` table (uploaded through the tickets' upload, or seeded), optionally on a note or on a piece
 * of material, with a captions file for a video. Head office picks who sees it: `roles` and
 * `location_ids` (an empty list is everyone; docs/decisions.md, "Training files and videos").
 */
export const trainingFiles = pgTable(
  "training_files",
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    fileId: integer("file_id")
      .notNull()
      .references(() => files.id, { onDelete: "cascade" }),
    /** WebVTT captions of a video, shown by `<track kind="captions">`. */
    captionFileId: integer("caption_file_id").references(() => files.id, { onDelete: "set null" }),
    kind: text({ enum: ["document", "video"] }).notNull(),
    title: text().notNull(),
    noteId: integer("note_id").references(() => trainingNotes.id, { onDelete: "cascade" }),
    materialId: integer("material_id").references(() => trainingMaterials.id, { onDelete: "cascade" }),
    roles: jsonb().$type<Role[]>().notNull().default([]),
    locationIds: jsonb("location_ids").$type<number[]>().notNull().default([]),
    createdBy: integer("created_by").references(() => users.id, { onDelete: "set null" }),
    cStamp: timestamp("c_stamp", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("training_files_c_stamp_idx").on(t.cStamp, t.id),
    index("training_files_note_idx").on(t.noteId),
    index("training_files_file_idx").on(t.fileId),
  ],
);

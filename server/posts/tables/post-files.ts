import { index, integer, pgTable, primaryKey } from "drizzle-orm/pg-core";
import { files } from "../../files/tables/files";
import { posts } from "./posts";

/**
 * Files attached to a post (`posts/files/`). The bodies are the shared uploads (`files`, one file
 * store); a linked file is `linked`, so the sweep of pending uploads leaves it alone.
 */
export const postFiles = pgTable(
  "post_files",
  {
    postId: integer("post_id")
      .notNull()
      .references(() => posts.id, { onDelete: "cascade" }),
    fileId: integer("file_id")
      .notNull()
      .references(() => files.id, { onDelete: "cascade" }),
    sort: integer().notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.postId, t.fileId] }), index("post_files_file_idx").on(t.fileId)],
);

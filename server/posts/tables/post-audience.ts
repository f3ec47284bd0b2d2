import { index, integer, pgTable, primaryKey } from "drizzle-orm/pg-core";
import { stores } from "../../db/schema/stores";
import { posts } from "./posts";

/** The stores a targeted post is meant for (posts.targets_stores); none listed: every store. */
export const postStores = pgTable(
  "post_stores",
  {
    postId: integer("post_id")
      .notNull()
      .references(() => posts.id, { onDelete: "cascade" }),
    storeId: integer("store_id")
      .notNull()
      .references(() => stores.id, { onDelete: "cascade" }),
  },
  (t) => [
    primaryKey({ columns: [t.postId, t.storeId] }),
    index("post_stores_store_idx").on(t.storeId, t.postId),
  ],
);

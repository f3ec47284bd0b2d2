import { asc } from "drizzle-orm";
import type { Database } from "../../db/database";
import { postCategories } from "../tables/post-categories";

/** Every post category, in its order. */
export const listPostCategories = (db: Database) =>
  db.select().from(postCategories).orderBy(asc(postCategories.sort), asc(postCategories.id));

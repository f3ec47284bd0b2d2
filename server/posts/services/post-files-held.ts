import { eq } from "drizzle-orm";
import type { Database } from "../../db/database";
import { postFiles } from "../tables/post-files";
import { posts } from "../tables/posts";

/** Whether a post holds the file, as one of its files or as its header image (only such a file is served). */
export async function isPostFile(db: Database, fileId: number): Promise<boolean> {
  const [attached] = await db
    .select({ id: postFiles.postId })
    .from(postFiles)
    .where(eq(postFiles.fileId, fileId))
    .limit(1);
  if (attached !== undefined) return true;
  const [header] = await db
    .select({ id: posts.id })
    .from(posts)
    .where(eq(posts.headerImageId, fileId))
    .limit(1);
  return header !== undefined;
}

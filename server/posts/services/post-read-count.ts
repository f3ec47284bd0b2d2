import { eq, sql } from "drizzle-orm";
import type { PostAudience } from "../../../core/posts/post-audience";
import { countedReaders } from "../../../core/posts/post-readers";
import { isRole } from "../../../core/permissions/role";
import type { Database } from "../../db/database";
import { userStores } from "../../db/schema/user-stores";
import { users } from "../../db/schema/users";
import { postReads } from "../tables/post-reads";

// The stores an opener works in, as one array next to their row ('{}' for none).
const storesOfUser = sql<number[]>`coalesce((select array_agg(${userStores.storeId})
  from ${userStores} where ${userStores.userId} = ${users.id}), '{}')`;

/**
 * posts_counter: the people the post is meant for who have opened it, each once (core's
 * countedReaders). Head office's own openings are left out: they made "Readers: 1" before any store
 * had read it (issue 33).
 */
export async function readCount(
  db: Database,
  post: { readonly id: number; readonly audience: PostAudience; readonly authorId: number | null },
): Promise<number> {
  const rows = await db
    .select({
      userId: users.id,
      role: users.role,
      allStores: users.allStores,
      storeIds: storesOfUser,
    })
    .from(postReads)
    .innerJoin(users, eq(users.id, postReads.userId))
    .where(eq(postReads.postId, post.id));
  const openers = rows.flatMap((r) =>
    isRole(r.role) ? [{ userId: r.userId, role: r.role, allStores: r.allStores, storeIds: r.storeIds }] : [],
  );
  return countedReaders(openers, post.audience, post.authorId);
}

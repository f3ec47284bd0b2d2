import { and, asc, eq, sql } from "drizzle-orm";
import { reachesReader, storedAudience, type PostAudience } from "../../../core/posts/post-audience";
import { postPhase } from "../../../core/posts/post-window";
import { encodePostDetail } from "../../../core/posts/posts-wire";
import type { FileId } from "../../../core/schemas/ids";
import { isRole, type Role } from "../../../core/permissions/role";
import type { Database } from "../../db/database";
import { Conflict, NotFound } from "../../domain-errors";
import { files } from "../../files/tables/files";
import { postStores } from "../tables/post-audience";
import { postFiles } from "../tables/post-files";
import { postReads } from "../tables/post-reads";
import { posts } from "../tables/posts";
import { signedPostFileUrl } from "./post-files-url";
import { readCount } from "./post-read-count";
import type { PostViewer } from "./post-reader";
import { encodeOrThrow, postSummaryValue, windowOf, type PostRow } from "./post-wire";

export interface PostAccess {
  readonly row: PostRow;
  readonly storeIds: readonly number[];
  readonly roles: readonly Role[];
}

/** Core's audience of a post as its row and its stores say. */
const audienceOf = (access: PostAccess): PostAudience =>
  storedAudience(access.row.targetsStores, access.storeIds, access.roles);

const countedPost = (access: PostAccess) => ({
  id: access.row.id,
  audience: audienceOf(access),
  authorId: access.row.authorId,
});

/**
 * A post the viewer may open: publishers any; a reader one meant for their role and one of their
 * stores (core's reachesReader) that has started (the archive stays open). Unknown, not meant for
 * them and not started are the same 404, so nobody learns that a post exists.
 */
export async function visiblePost(
  db: Database,
  viewer: PostViewer,
  postId: number,
  now: Date,
): Promise<PostAccess> {
  const [row] = await db.select().from(posts).where(eq(posts.id, postId)).limit(1);
  if (row === undefined) throw new NotFound("b2b_not_found");
  const storeRows = row.targetsStores
    ? await db.select({ storeId: postStores.storeId }).from(postStores).where(eq(postStores.postId, postId))
    : [];
  const access = { row, storeIds: storeRows.map((s) => s.storeId), roles: row.targetRoles.filter(isRole) };
  if (viewer.canPublish) return access;
  if (!reachesReader(audienceOf(access), viewer) || postPhase(windowOf(row), now.getTime()) === "scheduled")
    throw new NotFound("b2b_not_found");
  return access;
}

/** GET posts/{id}: the post, its files with signed URLs, its read counter and (publishers) its audience. */
export async function postDetail(
  db: Database,
  viewer: PostViewer,
  postId: number,
  context: { readonly now: Date; readonly secret: string },
) {
  const access = await visiblePost(db, viewer, postId, context.now);
  const { row, storeIds, roles } = access;
  const attached = await db
    .select({ id: files.id, name: files.name, extension: files.extension, size: files.size })
    .from(postFiles)
    .innerJoin(files, eq(files.id, postFiles.fileId))
    .where(eq(postFiles.postId, postId))
    .orderBy(asc(postFiles.sort), asc(files.id));
  const [mine] = await db
    .select({ acknowledgedAt: postReads.acknowledgedAt })
    .from(postReads)
    .where(and(eq(postReads.postId, postId), eq(postReads.userId, viewer.userId)));
  return encodeOrThrow(encodePostDetail, {
    ...postSummaryValue(row, { acknowledged: mine?.acknowledgedAt != null, ...context }),
    files: attached.map((f) => ({
      id: f.id as FileId,
      name: f.name,
      extension: f.extension,
      size: f.size,
      file_url: signedPostFileUrl(context.secret, f.id, context.now),
    })),
    posts_counter: await readCount(db, countedPost(access)),
    can_edit: viewer.canPublish,
    store_ids: viewer.canPublish ? storeIds : [],
    roles: viewer.canPublish ? roles : [],
  });
}

/** posts_counter: the reader counts once, however often they open the post. */
export async function countRead(
  db: Database,
  viewer: PostViewer,
  postId: number,
  now: Date,
): Promise<number> {
  const access = await visiblePost(db, viewer, postId, now);
  await db.insert(postReads).values({ postId, userId: viewer.userId, readAt: now }).onConflictDoNothing();
  return readCount(db, countedPost(access));
}

/** "I have read this": once; a second press keeps the first moment. */
export async function acknowledgePost(
  db: Database,
  viewer: PostViewer,
  postId: number,
  now: Date,
): Promise<void> {
  const { row } = await visiblePost(db, viewer, postId, now);
  if (!row.needsAck) throw new Conflict("b2b_post_no_ack_needed");
  await db
    .insert(postReads)
    .values({ postId, userId: viewer.userId, readAt: now, acknowledgedAt: now })
    .onConflictDoUpdate({
      target: [postReads.postId, postReads.userId],
      set: { acknowledgedAt: sql`coalesce(${postReads.acknowledgedAt}, excluded.acknowledged_at)` },
    });
}

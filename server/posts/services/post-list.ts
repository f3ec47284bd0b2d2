import { and, desc, eq, gt, gte, inArray, isNotNull, isNull, lt, lte, or, sql, type SQL } from "drizzle-orm";
import { encodePostCursor, likePattern, type PostListQuery } from "../../../core/posts/post-list-query";
import type { PostPage } from "../../../core/posts/posts-wire";

/** A page as it goes on the wire (core's PostPage encoded). */
export type EncodedPostPage = typeof PostPage.Encoded;
import { POST_WIDGET_FEATURED_MAX, POST_WIDGET_NORMAL_MAX } from "../../../core/constants/portal-constants";
import type { Database } from "../../db/database";
import { Forbidden } from "../../domain-errors";
import { postStores } from "../tables/post-audience";
import { postReads } from "../tables/post-reads";
import { posts } from "../tables/posts";
import { postSummaryWire } from "./post-wire";
import type { PostViewer } from "./post-reader";
import { mayViewStore } from "./post-reader";

/**
 * The audience condition of core/posts/post-audience.ts in SQL: the role is targeted (or none is),
 * and the post is untargeted or targeted to the store in view (or, with no store in view, to one of
 * the reader's stores). Publishers see every post: they manage them.
 */
export function audienceCondition(viewer: PostViewer, storeId: number | null): SQL | undefined {
  if (viewer.canPublish) return storeId === null ? undefined : storeCondition([storeId]);
  const role = or(sql`${posts.targetRoles} = '{}'::text[]`, sql`${viewer.role} = any(${posts.targetRoles})`);
  if (storeId !== null) return and(role, storeCondition([storeId]));
  if (viewer.allStores) return role;
  return and(role, storeCondition(viewer.storeIds));
}

function storeCondition(storeIds: readonly number[]): SQL | undefined {
  if (storeIds.length === 0) return eq(posts.targetsStores, false);
  // A correlated probe of (store_id, post_id): one index lookup per candidate post.
  const targeted = sql`exists (select 1 from ${postStores} where ${postStores.postId} = ${posts.id} and ${inArray(postStores.storeId, [...storeIds])})`;
  return or(eq(posts.targetsStores, false), targeted);
}

/** Core's window (post-window.ts) against the stored bounds: active, over, or not started. */
export function tabCondition(tab: PostListQuery["tab"], now: Date): SQL | undefined {
  if (tab === "archive") return and(isNotNull(posts.visibleUntil), lt(posts.visibleUntil, now));
  if (tab === "scheduled") return and(isNotNull(posts.visibleFrom), gt(posts.visibleFrom, now));
  return and(
    or(isNull(posts.visibleFrom), lte(posts.visibleFrom, now)),
    or(isNull(posts.visibleUntil), gte(posts.visibleUntil, now)),
  );
}

function afterCursor(query: PostListQuery): SQL | undefined {
  const after = query.after;
  if (after === null) return undefined;
  const at = new Date(after.publishedMs);
  return or(
    lt(posts.featured, after.featured),
    and(
      eq(posts.featured, after.featured),
      or(lt(posts.publishedAt, at), and(eq(posts.publishedAt, at), lt(posts.id, after.id))),
    ),
  );
}

export interface ListRequest {
  readonly viewer: PostViewer;
  /** The store in view (location_id), null when none was named. */
  readonly storeId: number | null;
  readonly query: PostListQuery;
  readonly now: Date;
  readonly secret: string;
  readonly featured?: boolean;
}

/** One keyset page of GET posts, featured first, newest, by id (the posts_list_order_idx order). */
export async function listPosts(db: Database, request: ListRequest): Promise<EncodedPostPage> {
  const { viewer, query, now } = request;
  if (request.storeId !== null && !mayViewStore(viewer, request.storeId))
    throw new Forbidden("b2b_forbidden");
  // Only publishers look ahead: a reader must not learn of a post before its start.
  if (query.tab === "scheduled" && !viewer.canPublish) throw new Forbidden("b2b_forbidden");
  const rows = await db
    .select({ post: posts, acknowledgedAt: postReads.acknowledgedAt })
    .from(posts)
    .leftJoin(postReads, and(eq(postReads.postId, posts.id), eq(postReads.userId, viewer.userId)))
    .where(
      and(
        audienceCondition(viewer, request.storeId),
        tabCondition(query.tab, now),
        query.categoryId === null ? undefined : eq(posts.categoryId, query.categoryId),
        query.search === "" ? undefined : sql`${posts.searchText} like ${likePattern(query.search)}`,
        request.featured === undefined ? undefined : eq(posts.featured, request.featured),
        afterCursor(query),
      ),
    )
    .orderBy(desc(posts.featured), desc(posts.publishedAt), desc(posts.id))
    .limit(query.limit + 1);
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    items: page.map((r) =>
      postSummaryWire(r.post, { acknowledged: r.acknowledgedAt !== null, secret: request.secret, now }),
    ),
    next_cursor:
      rows.length > query.limit && last !== undefined
        ? encodePostCursor({
            featured: last.post.featured,
            publishedMs: last.post.publishedAt.getTime(),
            id: last.post.id,
          })
        : null,
  };
}

/**
 * The dashboard's widget (spec 4): at most 3 active featured posts, then at most 5 active others,
 * each newest first; two small indexed reads instead of the whole list.
 */
export async function widgetPosts(
  db: Database,
  request: Omit<ListRequest, "query" | "featured">,
): Promise<EncodedPostPage> {
  const base = { tab: "active", categoryId: null, search: "", after: null } as const;
  const featured = await listPosts(db, {
    ...request,
    featured: true,
    query: { ...base, limit: POST_WIDGET_FEATURED_MAX },
  });
  const normal = await listPosts(db, {
    ...request,
    featured: false,
    query: { ...base, limit: POST_WIDGET_NORMAL_MAX },
  });
  return { items: [...featured.items, ...normal.items], next_cursor: null };
}

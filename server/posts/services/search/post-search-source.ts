import { and, desc, or } from "drizzle-orm";
import { areaAccess } from "../../../../core/permissions/area-access";
import { HEAD_OFFICE_COMPANY } from "../../../../core/constants/portal-constants";
import { plainText } from "../../../../core/rich-text/plain-text";
import type { SearchSource } from "../../../services/search/search-source";
import { posts } from "../../tables/posts";
import { audienceCondition, tabCondition } from "../post-list";
import { postViewer } from "../post-reader";

/**
 * Posts as GET posts shows them to the caller: closed to the roles the post list is closed to
 * (trainees), the list's audience rule (target roles, target stores: the selected store, else the
 * reader's stores; publishers every post), and its tabs: a reader finds the current and the archived
 * posts, never one that has not started (only publishers see the scheduled tab). The column is the
 * one the list's own `q` searches (server/posts/services/post-row-values.ts).
 */
export const postSearchSource: SearchSource = {
  id: "posts",
  search: async ({ db, session, matches, store, now, limit }) => {
    if (areaAccess("posts", session.permission, HEAD_OFFICE_COMPANY)._tag !== "Allow") return undefined;
    const viewer = await postViewer(db, {
      role: session.permission.role,
      user: session.user,
      permission: session.permission,
    });
    const rows = await db
      .select({ id: posts.id, title: posts.title, subtitle: posts.subtitle, description: posts.description })
      .from(posts)
      .where(
        and(
          audienceCondition(viewer, store?.id ?? null),
          viewer.canPublish ? undefined : or(tabCondition("active", now), tabCondition("archive", now)),
          matches(posts.searchText),
        ),
      )
      // The list's own order (featured first, newest): its index (posts_list_order_idx) lets a word
      // every post holds stop after `limit` rows instead of sorting them all.
      .orderBy(desc(posts.featured), desc(posts.publishedAt), desc(posts.id))
      .limit(limit);
    return rows.map((row) => ({
      source: "posts",
      id: row.id,
      title: row.title,
      excerpt: [row.subtitle ?? "", plainText(row.description)].join(" ").trim(),
      path: `/posts/${row.id}`,
    }));
  },
};

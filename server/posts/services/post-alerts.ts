import { and, desc, eq, gte, isNull, lte, or } from "drizzle-orm";
import {
  encodeAnnouncement,
  encodeNotifications,
  type Announcement,
  type PostNotification,
} from "../../../core/posts/posts-wire";
import type { PostId } from "../../../core/schemas/ids";
import type { Database } from "../../db/database";
import { NotFound } from "../../domain-errors";
import { announcements, banners } from "../tables/announcements";
import { postReads } from "../tables/post-reads";
import { posts } from "../tables/posts";
import { audienceCondition, tabCondition } from "./post-list";
import type { PostViewer } from "./post-reader";
import { encodeOrThrow, instantOf } from "./post-wire";

/** How far back the header's bell looks for new posts. */
export const NOTIFICATION_WINDOW_DAYS = 30;
const NOTIFICATIONS_MAX = 20;
const ANNOUNCEMENTS_MAX = 50;

/** An announcement tied to a post reaches the post's audience while the post is active; others reach all. */
const announcementVisible = (viewer: PostViewer, now: Date) =>
  or(isNull(announcements.postId), and(audienceCondition(viewer, null), tabCondition("active", now)));

const announcementValue = (row: typeof announcements.$inferSelect): Announcement => ({
  id: row.id,
  type: row.type,
  alert_type: row.alertType,
  title: row.title,
  message: row.message,
  post_id: row.postId as PostId | null,
  c_stamp: instantOf(row.cStamp),
});

/** GET announcements: every type, newest first; the browser keeps type 6 with alert_type 2 (spec 3). */
export async function listAnnouncements(db: Database, viewer: PostViewer, now: Date, id?: number) {
  const rows = await db
    .select({ announcement: announcements })
    .from(announcements)
    .leftJoin(posts, eq(posts.id, announcements.postId))
    .where(and(announcementVisible(viewer, now), id === undefined ? undefined : eq(announcements.id, id)))
    .orderBy(desc(announcements.cStamp), desc(announcements.id))
    .limit(ANNOUNCEMENTS_MAX);
  if (id !== undefined && rows.length === 0) throw new NotFound("b2b_not_found");
  return rows.map((r) => encodeOrThrow(encodeAnnouncement, announcementValue(r.announcement)));
}

/** GET banners: the ones whose window is open now. */
export async function listBanners(db: Database, now: Date) {
  const rows = await db
    .select()
    .from(banners)
    .where(and(lte(banners.fromStamp, now), or(isNull(banners.toStamp), gte(banners.toStamp, now))))
    .orderBy(desc(banners.fromStamp), desc(banners.id))
    .limit(5);
  return rows.map((b) => ({ id: b.id, title: b.title, message: b.message, post_id: b.postId }));
}

/**
 * GET notifications: the active posts of the last 30 days meant for the reader, newest first, each
 * read once the reader has opened it (the same row as posts_counter).
 */
export async function listNotifications(db: Database, viewer: PostViewer, now: Date) {
  const since = new Date(now.getTime() - NOTIFICATION_WINDOW_DAYS * 86_400_000);
  const rows = await db
    .select({ id: posts.id, title: posts.title, publishedAt: posts.publishedAt, readAt: postReads.readAt })
    .from(posts)
    .leftJoin(postReads, and(eq(postReads.postId, posts.id), eq(postReads.userId, viewer.userId)))
    .where(and(audienceCondition(viewer, null), tabCondition("active", now), gte(posts.publishedAt, since)))
    .orderBy(desc(posts.publishedAt), desc(posts.id))
    .limit(NOTIFICATIONS_MAX);
  const items: PostNotification[] = rows.map((r) => ({
    id: r.id,
    post_id: r.id as PostId,
    title: r.title,
    read: r.readAt !== null,
    c_stamp: instantOf(r.publishedAt),
  }));
  return encodeOrThrow(encodeNotifications, { unread: items.filter((i) => !i.read).length, items });
}

/** POST notification: one (by post id) or all of the reader's notifications marked read. */
export async function markNotificationsRead(
  db: Database,
  viewer: PostViewer,
  now: Date,
  postId: number | null,
) {
  const since = new Date(now.getTime() - NOTIFICATION_WINDOW_DAYS * 86_400_000);
  const rows = await db
    .select({ id: posts.id })
    .from(posts)
    .where(
      and(
        audienceCondition(viewer, null),
        tabCondition("active", now),
        gte(posts.publishedAt, since),
        postId === null ? undefined : eq(posts.id, postId),
      ),
    )
    .limit(NOTIFICATIONS_MAX);
  if (postId !== null && rows.length === 0) throw new NotFound("b2b_not_found");
  if (rows.length > 0)
    await db
      .insert(postReads)
      .values(rows.map((r) => ({ postId: r.id, userId: viewer.userId, readAt: now })))
      .onConflictDoNothing();
  return rows.length;
}

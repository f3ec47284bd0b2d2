import type { Temporal } from "temporal-polyfill";
import type { PostSchedule } from "../rules/post-visibility";

/**
 * The span in which a post is active (spec 4, "Post widget"), as two inclusive epoch-millisecond
 * bounds (null: open). It says the same as core/rules' isPostActive for every instant (a property
 * test proves it), but as numbers the server can store beside the post and compare in SQL, so a list
 * of 10,000 posts is filtered and paged by an index instead of reading every row into memory.
 */
export interface PostWindow {
  readonly fromMs: number | null;
  readonly untilMs: number | null;
}

const MS_PER_DAY = 86_400_000;

const ms = (instant: Temporal.Instant | null | undefined): number | null =>
  instant === null || instant === undefined ? null : instant.epochMilliseconds;

const archiveDays = (days: number | null | undefined): number | null =>
  typeof days === "number" && Number.isFinite(days) && days > 0 ? days : null;

/**
 * The rule's three cases. "Age < N days" is an exclusive end: the last active millisecond is one
 * before it. A post whose window is empty (archive period but no c_stamp) never shows: from > until.
 */
export function postWindow(post: PostSchedule): PostWindow {
  const days = archiveDays(post.archive_in_days);
  const from = ms(post.from_stamp);
  if (days !== null && from !== null) return { fromMs: from, untilMs: from + days * MS_PER_DAY - 1 };
  if (days !== null) {
    const created = ms(post.c_stamp);
    return created === null
      ? { fromMs: 1, untilMs: 0 }
      : { fromMs: null, untilMs: created + days * MS_PER_DAY - 1 };
  }
  return { fromMs: from, untilMs: ms(post.to_stamp) };
}

/** Whether the instant `atMs` (given by the caller; core reads no clock) lies in the window (both bounds inclusive). */
export const inPostWindow = (span: PostWindow, atMs: number): boolean =>
  (span.fromMs === null || span.fromMs <= atMs) && (span.untilMs === null || atMs <= span.untilMs);

/** Where a post stands at `atMs`: not started yet, active, or over (the archive tab). */
export type PostPhase = "scheduled" | "active" | "expired";

export function postPhase(span: PostWindow, atMs: number): PostPhase {
  if (span.untilMs !== null && atMs > span.untilMs) return "expired";
  if (span.fromMs !== null && atMs < span.fromMs) return "scheduled";
  return "active";
}

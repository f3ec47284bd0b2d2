import type { Temporal } from "temporal-polyfill";
import { POST_WIDGET_FEATURED_MAX, POST_WIDGET_NORMAL_MAX } from "../constants/portal-constants";
import { epochMs, isRecord } from "./loose-read";

/** The fields of a post that decide whether it is active (spec 3 "Post", spec 4 "Post widget"). */
export interface PostSchedule {
  readonly from_stamp?: Temporal.Instant | null | undefined;
  readonly to_stamp?: Temporal.Instant | null | undefined;
  readonly c_stamp?: Temporal.Instant | null | undefined;
  readonly archive_in_days?: number | null | undefined;
}

export interface WidgetPost extends PostSchedule {
  readonly featured?: boolean | number | null | undefined;
}

const MS_PER_DAY = 86_400_000;

/**
 * archive_in_days counts as set only when it is a positive finite number: the server stores 0 for
 * "no archiving", and a negative or NaN value cannot describe a period.
 */
function archivePeriodMs(post: PostSchedule): number | undefined {
  const days = post.archive_in_days;
  return typeof days === "number" && Number.isFinite(days) && days > 0 ? days * MS_PER_DAY : undefined;
}

const isSet = (value: unknown): boolean => value !== null && value !== undefined;

/**
 * Whether a post is active at `now` (spec 4, in the spec's order):
 * 1. from_stamp and archive_in_days set: started, and age since from_stamp < archive_in_days days;
 * 2. else archive_in_days set: age since c_stamp < archive_in_days days (no c_stamp: not active);
 * 3. else from_stamp ≤ now ≤ to_stamp, both bounds inclusive; a missing bound is open, so a post
 *    with only from_stamp shows once started, only to_stamp until it ends, neither: always.
 * Days are exact 24-hour spans, so a DST change does not move the archive moment.
 */
export function isPostActive(post: PostSchedule, now: Temporal.Instant): boolean {
  if (!isRecord(post)) return false;
  const at = epochMs(now);
  const period = archivePeriodMs(post);
  if (period !== undefined && isSet(post.from_stamp)) {
    // A post scheduled for later is not shown early, even though its (negative) age is small.
    const age = at - epochMs(post.from_stamp);
    return age >= 0 && age < period;
  }
  if (period !== undefined) return at - epochMs(post.c_stamp) < period;
  const started = !isSet(post.from_stamp) || epochMs(post.from_stamp) <= at;
  const notEnded = !isSet(post.to_stamp) || at <= epochMs(post.to_stamp);
  return started && notEnded;
}

/** featured is a flag the wire may send as true/false or 1/0. */
export function isFeaturedPost(post: WidgetPost): boolean {
  return isRecord(post) && (post.featured === true || post.featured === 1);
}

/**
 * The dashboard post widget: the first 3 active featured posts, then the first 5 active other
 * posts, each group in input order (the caller decides the order, e.g. newest first).
 */
export function selectWidgetPosts<P extends WidgetPost>(posts: readonly P[], now: Temporal.Instant): P[] {
  const featured: P[] = [];
  const normal: P[] = [];
  if (!Array.isArray(posts)) return [];
  for (const post of posts) {
    if (!isPostActive(post, now)) continue;
    if (isFeaturedPost(post)) {
      if (featured.length < POST_WIDGET_FEATURED_MAX) featured.push(post);
    } else if (normal.length < POST_WIDGET_NORMAL_MAX) {
      normal.push(post);
    }
  }
  return [...featured, ...normal];
}

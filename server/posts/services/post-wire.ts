import { Temporal } from "temporal-polyfill";
import { postPhase, type PostWindow } from "../../../core/posts/post-window";
import { encodePostSummary, type PostSummary } from "../../../core/posts/posts-wire";
import { isOk, type Encoder } from "../../../core/schemas/decode";
import type { FileId, PostId } from "../../../core/schemas/ids";
import type { posts } from "../tables/posts";
import { signedPostFileUrl } from "./post-files-url";

/** A row that does not encode is a server bug (500), never a silently partial answer. */
export function encodeOrThrow<A, E>(encode: Encoder<A, E>, value: A): E {
  const result = encode(value);
  if (isOk(result)) return result.value;
  throw result.error;
}

export const instantOf = (date: Date): Temporal.Instant =>
  Temporal.Instant.fromEpochMilliseconds(date.getTime());
const maybeInstant = (date: Date | null) => (date === null ? null : instantOf(date));

export type PostRow = typeof posts.$inferSelect;

export const windowOf = (row: Pick<PostRow, "visibleFrom" | "visibleUntil">): PostWindow => ({
  fromMs: row.visibleFrom?.getTime() ?? null,
  untilMs: row.visibleUntil?.getTime() ?? null,
});

/** The fields of a list row, before encoding (the detail adds its own). */
export function postSummaryValue(
  row: PostRow,
  context: { readonly acknowledged: boolean; readonly secret: string; readonly now: Date },
): PostSummary {
  return {
    id: row.id as PostId,
    title: row.title,
    subtitle: row.subtitle,
    description: row.description,
    featured: row.featured,
    from_stamp: maybeInstant(row.fromStamp),
    to_stamp: maybeInstant(row.toStamp),
    archive_in_days: row.archiveInDays,
    c_stamp: instantOf(row.cStamp),
    stamp: instantOf(row.stamp),
    header_image_id: row.headerImageId as FileId | null,
    header_image_extension: row.headerImageExtension,
    category_id: row.categoryId,
    needs_ack: row.needsAck,
    acknowledged: context.acknowledged,
    header_image_url:
      row.headerImageId === null ? null : signedPostFileUrl(context.secret, row.headerImageId, context.now),
    phase: postPhase(windowOf(row), context.now.getTime()),
  };
}

export const postSummaryWire = (...args: Parameters<typeof postSummaryValue>) =>
  encodeOrThrow(encodePostSummary, postSummaryValue(...args));

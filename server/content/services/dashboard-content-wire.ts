import { Temporal } from "temporal-polyfill";
import { isOk, type Encoder } from "../../../core/schemas/decode";
import type { FileId, PostId } from "../../../core/schemas/ids";
import { encodePost } from "../../../core/schemas/post";
import type { posts } from "../tables/posts";

/**
 * Rows → the wire through core/schemas' own encoders, so an answer can never drift from the shape
 * the browser decodes. A row that does not encode is a server bug (500), never a silent partial answer.
 */
function encodeOrThrow<A, E>(encode: Encoder<A, E>, value: A): E {
  const result = encode(value);
  if (isOk(result)) return result.value;
  throw result.error;
}

const instant = (date: Date): Temporal.Instant => Temporal.Instant.fromEpochMilliseconds(date.getTime());

export function postWire(row: typeof posts.$inferSelect) {
  return encodeOrThrow(encodePost, {
    id: row.id as PostId,
    title: row.title,
    subtitle: row.subtitle,
    description: row.description,
    featured: row.featured,
    from_stamp: row.fromStamp === null ? null : instant(row.fromStamp),
    to_stamp: row.toStamp === null ? null : instant(row.toStamp),
    archive_in_days: row.archiveInDays,
    c_stamp: instant(row.cStamp),
    stamp: instant(row.stamp),
    header_image_id: row.headerImageId as FileId | null,
    header_image_extension: row.headerImageExtension,
  });
}

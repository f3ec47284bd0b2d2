import { Temporal } from "temporal-polyfill";
import { postWindow } from "../../../core/posts/post-window";
import { searchText } from "../../../core/search/search-text";
import { plainText } from "../../../core/rich-text/plain-text";

/** A post's own fields as head office (or the demo seed) gives them. */
export interface PostFields {
  readonly title: string;
  readonly subtitle: string | null;
  /** Already sanitised HTML. */
  readonly description: string;
  readonly fromStamp: Date | null;
  readonly toStamp: Date | null;
  readonly archiveInDays: number | null;
  readonly cStamp: Date;
}

const instant = (date: Date | null): Temporal.Instant | null =>
  date === null ? null : Temporal.Instant.fromEpochMilliseconds(date.getTime());

const dateOf = (ms: number | null): Date | null => (ms === null ? null : new Date(ms));

/**
 * The derived columns every write stores with a post: the active window (core's post-window, the
 * same rule as the widget's), the list's sort stamp and the normalised search text. One function,
 * so the seed, the form and the benchmark can never store a window the rule would not give.
 */
export function derivedPostColumns(fields: PostFields) {
  const window = postWindow({
    from_stamp: instant(fields.fromStamp),
    to_stamp: instant(fields.toStamp),
    c_stamp: instant(fields.cStamp),
    archive_in_days: fields.archiveInDays,
  });
  return {
    publishedAt: fields.fromStamp ?? fields.cStamp,
    visibleFrom: dateOf(window.fromMs),
    visibleUntil: dateOf(window.untilMs),
    searchText: searchText([fields.title, fields.subtitle ?? "", plainText(fields.description)].join(" ")),
  };
}

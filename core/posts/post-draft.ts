import { isRole, type Role } from "../permissions/role";
import { readCalendarInstant } from "../schemas/calendar-range";

/**
 * What head office fills in to publish a post, and its rules. The same function checks the form in
 * the browser (the errors under the fields) and the body on the server (422 with the same keys).
 */
export interface PostDraft {
  readonly title: string;
  readonly subtitle: string;
  /** Rich text as HTML; the server keeps only what its sanitiser allows. */
  readonly description: string;
  readonly featured: boolean;
  readonly needsAck: boolean;
  readonly categoryId: number | null;
  /** Instants as ISO strings, "" for none. */
  readonly fromStamp: string;
  readonly toStamp: string;
  /** Whole days as text, "" for none. */
  readonly archiveInDays: string;
  readonly storeIds: readonly number[];
  readonly roles: readonly Role[];
  readonly fileIds: readonly number[];
  readonly headerImageId: number | null;
}

export const POST_TITLE_MIN = 3;
export const POST_TITLE_MAX = 200;
export const POST_SUBTITLE_MAX = 300;
export const POST_DESCRIPTION_MAX = 50_000;
export const POST_ARCHIVE_DAYS_MAX = 3650;
export const POST_FILES_MAX = 10;

export const POST_DRAFT_FIELDS = [
  "title",
  "subtitle",
  "description",
  "schedule",
  "archive",
  "audience",
  "files",
] as const;
export type PostDraftField = (typeof POST_DRAFT_FIELDS)[number];

export type PostDraftKey =
  | "b2b_post_title_required"
  | "b2b_post_title_too_short"
  | "b2b_post_title_too_long"
  | "b2b_post_subtitle_too_long"
  | "b2b_post_description_required"
  | "b2b_post_description_too_long"
  | "b2b_post_stamp_invalid"
  | "b2b_post_to_before_from"
  | "b2b_post_archive_days_invalid"
  | "b2b_post_role_invalid"
  | "b2b_post_files_too_many";

export type PostDraftErrors = Readonly<Record<PostDraftField, readonly PostDraftKey[]>>;

export const emptyPostDraft = (): PostDraft => ({
  title: "",
  subtitle: "",
  description: "",
  featured: false,
  needsAck: false,
  categoryId: null,
  fromStamp: "",
  toStamp: "",
  archiveInDays: "",
  storeIds: [],
  roles: [],
  fileIds: [],
  headerImageId: null,
});

/** An ISO instant's epoch milliseconds, or undefined for text that is not one inside the calendar range. */
export const parseStamp = (text: string): number | undefined => readCalendarInstant(text)?.epochMilliseconds;

export function parseArchiveDays(text: string): number | null | undefined {
  const trimmed = text.trim();
  if (trimmed === "") return null;
  if (!/^[0-9]{1,4}$/u.test(trimmed)) return undefined;
  const days = Number(trimmed);
  return days > POST_ARCHIVE_DAYS_MAX ? undefined : days;
}

/** Text length as people count it (a Greek letter with its accent is one). */
const length = (text: string): number => [...text.normalize("NFC")].length;

/** Visible text of the rich description: tags out, so "<p></p>" counts as empty. */
export const descriptionText = (html: string): string =>
  html
    .replace(/<[^>]*>/gu, " ")
    .replace(/&nbsp;/gu, " ")
    .trim();

export function validatePostDraft(draft: PostDraft): PostDraftErrors {
  const title = draft.title.trim();
  const titleKeys: PostDraftKey[] = [];
  if (title === "") titleKeys.push("b2b_post_title_required");
  else if (length(title) < POST_TITLE_MIN) titleKeys.push("b2b_post_title_too_short");
  else if (length(title) > POST_TITLE_MAX) titleKeys.push("b2b_post_title_too_long");

  const description: PostDraftKey[] = [];
  if (descriptionText(draft.description) === "") description.push("b2b_post_description_required");
  else if (draft.description.length > POST_DESCRIPTION_MAX) description.push("b2b_post_description_too_long");

  const schedule: PostDraftKey[] = [];
  const from = draft.fromStamp === "" ? null : parseStamp(draft.fromStamp);
  const to = draft.toStamp === "" ? null : parseStamp(draft.toStamp);
  if (from === undefined || to === undefined) schedule.push("b2b_post_stamp_invalid");
  else if (from !== null && to !== null && to < from) schedule.push("b2b_post_to_before_from");

  return {
    title: titleKeys,
    subtitle: length(draft.subtitle.trim()) > POST_SUBTITLE_MAX ? ["b2b_post_subtitle_too_long"] : [],
    description,
    schedule,
    archive: parseArchiveDays(draft.archiveInDays) === undefined ? ["b2b_post_archive_days_invalid"] : [],
    audience: draft.roles.every(isRole) ? [] : ["b2b_post_role_invalid"],
    files: draft.fileIds.length > POST_FILES_MAX ? ["b2b_post_files_too_many"] : [],
  };
}

export const isPostDraftValid = (errors: PostDraftErrors): boolean =>
  POST_DRAFT_FIELDS.every((field) => errors[field].length === 0);

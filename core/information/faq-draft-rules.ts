import { readField, readText } from "../validation/loose-input";
import { plainText } from "../rich-text/plain-text";

/** The fields of a FAQ draft, Greek and English side by side. */
export const FAQ_DRAFT_FIELDS = [
  "category_gr",
  "category_en",
  "question_gr",
  "question_en",
  "answer_gr",
  "answer_en",
] as const;
export type FaqDraftField = (typeof FAQ_DRAFT_FIELDS)[number];

/** Longest category and question, in code points: a heading, not a paragraph. */
export const FAQ_SHORT_TEXT_MAX = 200;
/** Longest answer, in code points of its HTML: a help article, not a manual. */
export const FAQ_ANSWER_MAX = 20_000;

export type FaqDraftKey = "b2b_faq_required" | "b2b_faq_too_long";
export interface FaqDraftError {
  readonly field: FaqDraftField;
  readonly key: FaqDraftKey;
}

const limitOf = (field: FaqDraftField): number =>
  field.startsWith("answer") ? FAQ_ANSWER_MAX : FAQ_SHORT_TEXT_MAX;

/**
 * What is wrong with a FAQ draft, field by field (empty list: it may be saved). Every text is
 * required in both languages, so a reader never meets an entry in only one of them; an answer counts
 * as empty when its HTML holds no text ("<p></p>"). Browser and server run the same rule.
 */
export function validateFaqDraft(input: unknown): readonly FaqDraftError[] {
  return FAQ_DRAFT_FIELDS.flatMap((field): FaqDraftError[] => {
    const text = readText(readField(input, field));
    const visible = field.startsWith("answer") ? plainText(text) : text.trim();
    if (visible === "") return [{ field, key: "b2b_faq_required" }];
    if ([...text].length > limitOf(field)) return [{ field, key: "b2b_faq_too_long" }];
    return [];
  });
}

/** A draft read back from storage (anything may be there): its texts, or undefined when it holds none. */
export function restoreFaqDraft(stored: unknown): Readonly<Record<FaqDraftField, string>> | undefined {
  const draft = Object.fromEntries(
    FAQ_DRAFT_FIELDS.map((field) => [field, readText(readField(stored, field))]),
  );
  return Object.values(draft).some((text) => text !== "")
    ? (draft as Readonly<Record<FaqDraftField, string>>)
    : undefined;
}

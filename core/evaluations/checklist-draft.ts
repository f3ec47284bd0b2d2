import type { AnswerDraft, TemplateQuestion } from "./checklist-rules";

/*
 * A checklist as a store manager fills it, kept on the device at every change (a reload or a lost
 * connection loses nothing) with the submit's Idempotency-Key once one was made, so a submit retried
 * after a reload is still the same request.
 */

export interface DraftPhoto {
  readonly id: number;
  readonly name: string;
}

export interface DraftAnswer {
  readonly value: string;
  readonly note: string;
  readonly photos: readonly DraftPhoto[];
}

export interface ChecklistDraft {
  readonly answers: Readonly<Record<string, DraftAnswer>>;
  readonly key: string | null;
}

export const EMPTY_CHECKLIST_DRAFT: ChecklistDraft = { answers: {}, key: null };
export const EMPTY_ANSWER: DraftAnswer = { value: "", note: "", photos: [] };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);
const text = (value: unknown): string => (typeof value === "string" ? value : "");

/** A stored draft read leniently: anything unreadable is left out, never an error. */
export function readChecklistDraft(stored: unknown): ChecklistDraft {
  if (!isRecord(stored)) return EMPTY_CHECKLIST_DRAFT;
  const answers: Record<string, DraftAnswer> = {};
  if (isRecord(stored["answers"]))
    for (const [id, raw] of Object.entries(stored["answers"])) {
      if (!isRecord(raw)) continue;
      const photos = Array.isArray(raw["photos"])
        ? raw["photos"].flatMap((p: unknown) =>
            isRecord(p) && Number.isInteger(p["id"])
              ? [{ id: p["id"] as number, name: text(p["name"]) }]
              : [],
          )
        : [];
      answers[id] = { value: text(raw["value"]), note: text(raw["note"]), photos };
    }
  const key = typeof stored["key"] === "string" && stored["key"] !== "" ? stored["key"] : null;
  return { answers, key };
}

/** The draft's answer to one question (empty when not answered yet). */
export const answerOf = (draft: ChecklistDraft, questionId: string): DraftAnswer =>
  draft.answers[questionId] ?? EMPTY_ANSWER;

/** The answers as the rules and the submit read them, one per question of the form. */
export const answerDrafts = (draft: ChecklistDraft, questions: readonly TemplateQuestion[]): AnswerDraft[] =>
  questions.map((question) => {
    const answer = answerOf(draft, question.id);
    return {
      question_id: question.id,
      value: answer.value,
      note: answer.note,
      file_ids: answer.photos.map((photo) => photo.id),
    };
  });

/** The draft with one question's answer changed; the key goes (other content is another request). */
export const withAnswer = (
  draft: ChecklistDraft,
  questionId: string,
  change: Partial<DraftAnswer>,
): ChecklistDraft => ({
  answers: { ...draft.answers, [questionId]: { ...answerOf(draft, questionId), ...change } },
  key: null,
});

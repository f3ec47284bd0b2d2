import { NOT_APPLICABLE, type QuestionKind } from "./checklist-score";
import type { EvaluationsMessageKey } from "./evaluations-catalogue";

/*
 * What head office may publish as a checklist template and what a store may submit as a filled
 * checklist. The browser shows these keys beside the fields; the server refuses with the same ones
 * (422), so a rule cannot differ between them.
 */

export const QUESTION_KINDS: readonly QuestionKind[] = ["yes_no", "score", "number", "text"];
export const TITLE_MIN_LENGTH = 3;
export const MAX_WEIGHT = 100;
export const MAX_SCORE = 10;
export const MAX_QUESTIONS = 200;
export const NOTE_MAX_LENGTH = 1000;
export const MAX_PHOTOS_PER_QUESTION = 5;

export interface TemplateQuestion {
  readonly id: string;
  readonly text: string;
  readonly kind: QuestionKind;
  readonly weight: number;
  readonly max: number;
  readonly photo_required: boolean;
  readonly creates_task: boolean;
}

export interface TemplateSection {
  readonly title: string;
  readonly questions: readonly TemplateQuestion[];
}

export interface TemplateDraft {
  readonly title: string;
  readonly sections: readonly TemplateSection[];
}

export type TemplateError = { readonly path: string; readonly key: EvaluationsMessageKey };

const isWhole = (value: number, min: number, max: number) =>
  Number.isInteger(value) && value >= min && value <= max;

/** The failed keys of a template, each with the field it belongs to ("title", "s0", "s0.q1"). */
export function validateTemplate(draft: TemplateDraft): TemplateError[] {
  const errors: TemplateError[] = [];
  if (draft.title.trim().length < TITLE_MIN_LENGTH)
    errors.push({ path: "title", key: "b2b_checklist_title_min_length" });
  if (draft.sections.length === 0) errors.push({ path: "title", key: "b2b_checklist_no_questions" });
  const count = draft.sections.reduce((n, s) => n + s.questions.length, 0);
  if (count > MAX_QUESTIONS) errors.push({ path: "title", key: "b2b_checklist_too_many_questions" });
  const ids = new Set<string>();
  draft.sections.forEach((section, s) => {
    if (section.title.trim() === "")
      errors.push({ path: `s${s}`, key: "b2b_checklist_section_title_required" });
    if (section.questions.length === 0) errors.push({ path: `s${s}`, key: "b2b_checklist_no_questions" });
    section.questions.forEach((question, q) => {
      const path = `s${s}.q${q}`;
      if (question.text.trim() === "") errors.push({ path, key: "b2b_checklist_question_required" });
      if (!QUESTION_KINDS.includes(question.kind)) errors.push({ path, key: "b2b_checklist_kind_invalid" });
      if (!isWhole(question.weight, 0, MAX_WEIGHT))
        errors.push({ path, key: "b2b_checklist_weight_invalid" });
      if (question.kind === "score" && !isWhole(question.max, 1, MAX_SCORE))
        errors.push({ path, key: "b2b_checklist_max_invalid" });
      if (question.id === "" || ids.has(question.id))
        errors.push({ path, key: "b2b_checklist_kind_invalid" });
      ids.add(question.id);
    });
  });
  return errors;
}

export interface AnswerDraft {
  readonly question_id: string;
  readonly value: string;
  readonly note: string;
  readonly file_ids: readonly number[];
}

/** Whether `value` is a complete answer to a question of `kind` (text may stay empty). */
export function isAnswerValid(question: Pick<TemplateQuestion, "kind" | "max">, value: string): boolean {
  switch (question.kind) {
    case "yes_no":
      return value === "yes" || value === "no" || value === NOT_APPLICABLE;
    case "score":
      return value === NOT_APPLICABLE || (/^\d{1,2}$/u.test(value) && Number(value) <= question.max);
    case "number":
      return /^-?\d{1,9}(?:[.,]\d{1,3})?$/u.test(value.trim());
    case "text":
      return true;
  }
}

/**
 * The failed key per question id of a filled checklist; empty when it may be submitted. An answer
 * to a question the form does not have, or a second answer to one, is `b2b_checklist_answer_not_on_form`
 * under its id: it would otherwise be dropped without a word (issue #29 item 11).
 */
export function validateAnswers(
  questions: readonly TemplateQuestion[],
  answers: readonly AnswerDraft[],
): Record<string, EvaluationsMessageKey> {
  const byId = new Map(answers.map((answer) => [answer.question_id, answer]));
  // A Map, not an object, while collecting: an id such as "__proto__" must stay a key like any other.
  const errors = new Map<string, EvaluationsMessageKey>();
  const known = new Set(questions.map((question) => question.id));
  const seen = new Set<string>();
  for (const answer of answers) {
    if (!known.has(answer.question_id) || seen.has(answer.question_id))
      errors.set(answer.question_id, "b2b_checklist_answer_not_on_form");
    seen.add(answer.question_id);
  }
  for (const question of questions) {
    if (errors.has(question.id)) continue;
    const answer = byId.get(question.id);
    const value = answer?.value ?? "";
    if (question.kind !== "text" && value.trim() === "")
      errors.set(question.id, "b2b_checklist_answer_required");
    else if (!isAnswerValid(question, value)) errors.set(question.id, "b2b_checklist_answer_invalid");
    else if (question.photo_required && (answer?.file_ids.length ?? 0) === 0)
      errors.set(question.id, "b2b_checklist_photo_required");
    else if ((answer?.file_ids.length ?? 0) > MAX_PHOTOS_PER_QUESTION)
      errors.set(question.id, "b2b_checklist_too_many_photos");
    else if ((answer?.note.length ?? 0) > NOTE_MAX_LENGTH)
      errors.set(question.id, "b2b_checklist_note_too_long");
  }
  return Object.fromEntries(errors);
}

/** Every question of a template in order. */
export const questionsOf = (sections: readonly TemplateSection[]): TemplateQuestion[] =>
  sections.flatMap((section) => section.questions);

/** The number of each section's first question less one (questions are numbered through the form). */
export const questionOffsets = (sections: readonly TemplateSection[]): number[] =>
  sections.map((_, s) => sections.slice(0, s).reduce((n, section) => n + section.questions.length, 0));

import { Temporal } from "temporal-polyfill";
import type { Role } from "../permissions/role";
import { EXAM_LIMITS } from "./exam-limits";
import { readCalendarDate } from "../schemas/calendar-range";

/**
 * Head office's new training with its exam, as the form holds it (text as typed), and the one rule
 * that judges it: the form shows these errors under its fields, and the server refuses a request that
 * has any (422 with the first key), so the two can never disagree.
 */
export interface ExamDraftQuestion {
  readonly text: string;
  readonly choices: readonly string[];
  /** Indexes into `choices` of the right answers. */
  readonly correct: readonly number[];
  readonly multiple: boolean;
}

export interface ExamDraft {
  readonly title: string;
  readonly description: string;
  /** YYYY-MM-DD, as a date input gives it. */
  readonly start_date: string;
  readonly end_date: string;
  readonly pass_mark: string;
  /** Empty: no time limit. */
  readonly time_limit_minutes: string;
  readonly roles: readonly Role[];
  readonly questions: readonly ExamDraftQuestion[];
}

export const EXAM_DRAFT_MESSAGES = {
  title: "b2b_training_title_invalid",
  description: "b2b_training_description_too_long",
  dates: "b2b_training_dates_required",
  endBeforeStart: "b2b_training_end_before_start",
  endPast: "b2b_training_end_in_past",
  passMark: "b2b_training_pass_mark_invalid",
  timeLimit: "b2b_training_time_limit_invalid",
  roles: "b2b_training_roles_required",
  questions: "b2b_training_questions_required",
  questionText: "b2b_training_question_text_required",
  choices: "b2b_training_question_choices_invalid",
  correct: "b2b_training_question_correct_invalid",
} as const;

export type ExamDraftErrorKey = (typeof EXAM_DRAFT_MESSAGES)[keyof typeof EXAM_DRAFT_MESSAGES];

/** Field → message key; a question's error sits under `question.<index>`. Empty: the draft is valid. */
export type ExamDraftErrors = Readonly<Record<string, ExamDraftErrorKey>>;

export const EMPTY_EXAM_QUESTION: ExamDraftQuestion = {
  text: "",
  choices: ["", ""],
  correct: [],
  multiple: false,
};

const chars = (text: string): number => [...text.trim()].length;

const parseDate = readCalendarDate;

/** A whole number written in ASCII digits within [min, max]; anything else is undefined. */
export function wholeNumberIn(text: string, min: number, max: number): number | undefined {
  const trimmed = text.trim();
  if (!/^\d{1,4}$/u.test(trimmed)) return undefined;
  const value = Number(trimmed);
  return value >= min && value <= max ? value : undefined;
}

function questionError(question: ExamDraftQuestion): ExamDraftErrorKey | undefined {
  const length = chars(question.text);
  if (length === 0 || length > EXAM_LIMITS.maxQuestionLength) return EXAM_DRAFT_MESSAGES.questionText;
  const filled = question.choices.filter((choice) => chars(choice) > 0);
  if (
    filled.length !== question.choices.length ||
    filled.length < EXAM_LIMITS.minChoices ||
    filled.length > EXAM_LIMITS.maxChoices ||
    filled.some((choice) => chars(choice) > EXAM_LIMITS.maxChoiceLength)
  )
    return EXAM_DRAFT_MESSAGES.choices;
  const correct = new Set(question.correct);
  const inRange = [...correct].every(
    (index) => Number.isInteger(index) && index >= 0 && index < filled.length,
  );
  const count = correct.size;
  if (!inRange || count === 0 || (!question.multiple && count !== 1)) return EXAM_DRAFT_MESSAGES.correct;
  return undefined;
}

/** Every error of the draft, judged on head office's `today` (an exam cannot end in the past). */
export function examDraftErrors(draft: ExamDraft, today: Temporal.PlainDate): ExamDraftErrors {
  const errors: Record<string, ExamDraftErrorKey> = {};
  const title = chars(draft.title);
  if (title < EXAM_LIMITS.minTitleLength || title > EXAM_LIMITS.maxTitleLength)
    errors["title"] = EXAM_DRAFT_MESSAGES.title;
  if (chars(draft.description) > EXAM_LIMITS.maxDescriptionLength)
    errors["description"] = EXAM_DRAFT_MESSAGES.description;
  const start = parseDate(draft.start_date);
  const end = parseDate(draft.end_date);
  if (start === undefined) errors["start_date"] = EXAM_DRAFT_MESSAGES.dates;
  if (end === undefined) errors["end_date"] = EXAM_DRAFT_MESSAGES.dates;
  else if (start !== undefined && Temporal.PlainDate.compare(end, start) < 0)
    errors["end_date"] = EXAM_DRAFT_MESSAGES.endBeforeStart;
  else if (Temporal.PlainDate.compare(end, today) < 0) errors["end_date"] = EXAM_DRAFT_MESSAGES.endPast;
  if (wholeNumberIn(draft.pass_mark, 1, 100) === undefined)
    errors["pass_mark"] = EXAM_DRAFT_MESSAGES.passMark;
  if (
    draft.time_limit_minutes.trim() !== "" &&
    wholeNumberIn(draft.time_limit_minutes, 1, EXAM_LIMITS.maxTimeLimitMinutes) === undefined
  )
    errors["time_limit_minutes"] = EXAM_DRAFT_MESSAGES.timeLimit;
  if (draft.roles.length === 0) errors["roles"] = EXAM_DRAFT_MESSAGES.roles;
  if (draft.questions.length === 0 || draft.questions.length > EXAM_LIMITS.maxQuestions)
    errors["questions"] = EXAM_DRAFT_MESSAGES.questions;
  draft.questions.forEach((question, index) => {
    const error = questionError(question);
    if (error !== undefined) errors[`question.${index}`] = error;
  });
  return errors;
}

/**
 * A scheduled training whose first day has come has started (spec 4's two statuses): head office's
 * trainings are created "scheduled" and read as "started" from their first day, without a job.
 */
export function effectiveStatus(
  stored: "started" | "scheduled",
  start: Temporal.PlainDate,
  today: Temporal.PlainDate,
): "started" | "scheduled" {
  return stored === "scheduled" && Temporal.PlainDate.compare(start, today) <= 0 ? "started" : stored;
}

/**
 * The sizes an exam may have (docs/decisions.md, "Training exams"): enough for a store-staff quiz,
 * small enough that a phone shows it comfortably and a request stays small.
 */
export const EXAM_LIMITS = {
  maxQuestions: 40,
  minChoices: 2,
  maxChoices: 8,
  maxQuestionLength: 500,
  maxChoiceLength: 200,
  minTitleLength: 3,
  maxTitleLength: 200,
  maxDescriptionLength: 2000,
  maxTimeLimitMinutes: 240,
} as const;

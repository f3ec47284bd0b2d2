import type { Temporal } from "temporal-polyfill";
import { isExamOpen, type TrainingWindow } from "./training-windows";

/** What the sidebar's warning reads of a training. */
export interface PendingExamCandidate extends TrainingWindow {
  readonly exam: boolean;
  readonly question_count: number;
  readonly result: unknown;
}

/**
 * The exams the person still has to take (spec 2, "a warning icon on an item when pending exams
 * exist"): exam trainings open today that have questions and no result of theirs yet. Taking the exam
 * makes the warning go away.
 */
export function pendingExams<T extends PendingExamCandidate>(
  trainings: readonly T[],
  today: Temporal.PlainDate,
): readonly T[] {
  return trainings.filter(
    (training) =>
      training.exam &&
      training.question_count > 0 &&
      (training.result === null || training.result === undefined) &&
      isExamOpen(training, today),
  );
}

import type { Temporal } from "temporal-polyfill";
import type {
  Training,
  TrainingMaterial,
  TrainingNote,
  TrainingNoteDetail,
} from "../../core/schemas/training";
import type {
  AverageScore,
  ExamOutcome,
  ExamPaper,
  ExamResultPage,
  ExamSubmission,
  NewTraining,
  StaffResultPage,
} from "../../core/training/exam-wire";

/**
 * What the training screens need from outside (adapters/training implements it over the one HTTP
 * client). Drafts (exam answers, head office's exam) are kept per user on the device.
 */
export interface TrainingPorts {
  readonly trainings: () => Promise<readonly Training[]>;
  readonly archive: () => Promise<readonly Training[]>;
  readonly material: () => Promise<readonly TrainingMaterial[]>;
  readonly notes: () => Promise<readonly TrainingNote[]>;
  readonly note: (id: number) => Promise<TrainingNoteDetail>;
  readonly ownResults: (cursor: string | null) => Promise<ExamResultPage>;
  readonly staffResults: (cursor: string | null) => Promise<StaffResultPage>;
  readonly averageScore: () => Promise<AverageScore>;
  readonly examPaper: (trainingId: number) => Promise<ExamPaper>;
  readonly submitExam: (trainingId: number, submission: ExamSubmission) => Promise<ExamOutcome>;
  /** The wire body in encoded form (dates as YYYY-MM-DD text). */
  readonly createTraining: (body: NewTrainingBody) => Promise<void>;
  readonly drafts: TrainingDrafts;
  /** The user's calendar date (the windows are shown on it). */
  readonly today: () => Temporal.PlainDate;
  /** An exam was taken or scheduled: the sidebar's pending-exam warning looks again. */
  readonly examsChanged: () => void;
}

/** NewTraining as it travels: dates as text. */
export type NewTrainingBody = Omit<NewTraining, "start_date" | "end_date"> & {
  readonly start_date: string;
  readonly end_date: string;
};

/** Drafts kept on the device (localStorage), read back untyped and checked by their reader. */
export interface TrainingDrafts {
  readonly read: (name: string) => unknown;
  readonly write: (name: string, value: unknown) => void;
  readonly clear: (name: string) => void;
}

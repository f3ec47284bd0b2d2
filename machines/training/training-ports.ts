import type { Temporal } from "temporal-polyfill";
import type {
  Training,
  TrainingMaterial,
  TrainingNote,
  TrainingNoteDetail,
} from "../../core/training/training";
import type {
  AverageScore,
  ExamOutcome,
  ExamPaper,
  ExamResultPage,
  ExamSubmission,
  NewTraining,
  ScheduledExam,
  StaffResultPage,
} from "../../core/training/exam-wire";
import type { NewTrainingFile, TrainingFile } from "../../core/training/training-file-wire";
import { portsKey } from "../../core/areas/ports-key";

/**
 * What the training screens need from outside (adapters/training implements it over the one HTTP
 * client). Drafts (exam answers, head office's exam) are kept per user on the device.
 */
export interface TrainingPorts {
  readonly trainings: () => Promise<readonly Training[]>;
  readonly archive: () => Promise<readonly Training[]>;
  readonly material: () => Promise<readonly TrainingMaterial[]>;
  /** GET training/files, notes/videos, training_material/files, notes/{id}/files: urls absolute. */
  readonly trainingFiles: () => Promise<readonly TrainingFile[]>;
  readonly noteVideos: () => Promise<readonly TrainingFile[]>;
  readonly materialFiles: () => Promise<readonly TrainingFile[]>;
  readonly noteFiles: (noteId: number) => Promise<readonly TrainingFile[]>;
  /** POST v2/files (the shared upload): the new upload's id. */
  readonly uploadFile: (file: Blob, name: string) => Promise<number>;
  /** POST training/files/attach (head office). */
  readonly attachFile: (body: NewTrainingFileBody) => Promise<void>;
  readonly notes: () => Promise<readonly TrainingNote[]>;
  readonly note: (id: number) => Promise<TrainingNoteDetail>;
  readonly ownResults: (cursor: string | null) => Promise<ExamResultPage>;
  readonly staffResults: (cursor: string | null) => Promise<StaffResultPage>;
  /** GET training/exams (head office): the exams scheduled, with their window and who took them. */
  readonly scheduledExams: () => Promise<readonly ScheduledExam[]>;
  readonly averageScore: () => Promise<AverageScore>;
  readonly examPaper: (trainingId: number) => Promise<ExamPaper>;
  readonly submitExam: (trainingId: number, submission: ExamSubmission) => Promise<ExamOutcome>;
  /** The wire body in encoded form (dates as YYYY-MM-DD text). */
  /** POST training/exams with its Idempotency-Key (the same key for a retried draft). */
  readonly createTraining: (body: NewTrainingBody, idempotencyKey: string) => Promise<void>;
  /** A fresh idempotency key (crypto.randomUUID at the edge). */
  readonly newKey: () => string;
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

/** The attach request as the form sends it (the wire's NewTrainingFile, ids as plain numbers). */
export type NewTrainingFileBody = { readonly [K in keyof NewTrainingFile]: NewTrainingFile[K] };

/** The training screens' ports, by their area (made by adapters/training/training.ports.ts). */
export const TRAINING_PORTS = portsKey<TrainingPorts>("training");

import type { Role } from "../../../core/permissions/role";
import { useSessionView } from "../../platform/session-view";

/** What the training screens read from the session. */
export interface TrainingSession {
  readonly role: Role | undefined;
  readonly userId: number | undefined;
  /** Grows at each change of store: the lists load again (spec 4, "Changing store"). */
  readonly storeVersion: number;
}

export function useTrainingSession(): TrainingSession {
  const { state } = useSessionView();
  if (state.status !== "signedIn") return { role: undefined, userId: undefined, storeVersion: 0 };
  return { role: state.permission.role, userId: state.shell.user.id, storeVersion: state.storeVersion };
}

/** Where the answers to an exam are kept on the device: per person and exam. */
export const examDraftName = (userId: number | undefined, trainingId: number): string =>
  `training.exam.${userId ?? 0}.${trainingId}`;

/** Where head office's new exam is kept on the device. */
export const authorDraftName = (userId: number | undefined): string => `training.author.${userId ?? 0}`;

/** What the exam authoring screen hands the overview in the history entry's state once it saved. */
export interface ScheduledNotice {
  readonly title: string;
  /** YYYY-MM-DD, as the form holds them. */
  readonly start: string;
  readonly end: string;
}

/** The notice in a history entry's state, if it holds one (anything else is ignored). */
export function scheduledNoticeOf(state: unknown): ScheduledNotice | undefined {
  if (typeof state !== "object" || state === null || !("scheduled" in state)) return undefined;
  const { scheduled } = state;
  if (typeof scheduled !== "object" || scheduled === null) return undefined;
  const { title, start, end } = scheduled as Record<string, unknown>;
  return typeof title === "string" && typeof start === "string" && typeof end === "string"
    ? { title, start, end }
    : undefined;
}

import type { FeatureSwitches } from "../../../core/permissions/route-entry";
import type { ShellMenuEntry } from "../../layout/shell-state";
import { api, loadAuthConfig } from "./api";

/* What the shell shows beside the session: the corporate button, the learning link, the server's menu, pending exams. */

export interface ShellExtras {
  readonly learningUrl: string | undefined;
  readonly corporateAvailable: boolean;
  readonly menu: readonly ShellMenuEntry[] | undefined;
  readonly pendingExams: boolean;
  /** The deployment's switches; undefined until GET auth/config answers ({} when it fails: all off). */
  readonly features: FeatureSwitches | undefined;
}

let extras: ShellExtras = {
  learningUrl: undefined,
  corporateAvailable: false,
  menu: undefined,
  pendingExams: false,
  features: undefined,
};
const extrasListeners = new Set<() => void>();
function updateExtras(change: Partial<ShellExtras>): void {
  extras = { ...extras, ...change };
  for (const listener of extrasListeners) listener();
}
/** Hears of every change of the extras. */
export function subscribeExtras(listener: () => void): () => void {
  extrasListeners.add(listener);
  return () => extrasListeners.delete(listener);
}

/** The extras now. */
export const currentExtras = (): ShellExtras => extras;

loadAuthConfig().then(
  (answer) =>
    updateExtras({
      learningUrl: answer.learning_url ?? undefined,
      corporateAvailable: answer.microsoft !== null,
      features: answer.features ?? {},
    }),
  () => updateExtras({ features: {} }),
);

export function loadShellExtras(): void {
  updateExtras({ menu: undefined, pendingExams: false });
  // The server's menu; when it fails the core table stands in (menu stays undefined).
  api.menu().then(
    (menu) => updateExtras({ menu }),
    () => undefined,
  );
  refreshPendingExams();
}

/**
 * Spec 2: a warning when exams are pending (core/training/pending-exams.ts: open today, with
 * questions, not yet taken). Looked at after sign-in and again when an exam is taken or scheduled.
 * No training route (404) means none. The rule and the clock come with the answer: they need
 * temporal-polyfill, the login does not.
 */
export function refreshPendingExams(): void {
  Promise.all([
    api.training(),
    import("../../../adapters/clock/clock"),
    import("../../../core/training/pending-exams"),
  ]).then(
    ([trainings, clock, rule]) =>
      updateExtras({ pendingExams: rule.pendingExams(trainings, clock.todayInGroup()).length > 0 }),
    () => undefined,
  );
}

import type { AnyStateMachine } from "xstate";
import type { JourneyKey } from "../../core/i18n/journey-texts";

/*
 * What a machine tells product owners about itself: the journey view of `npm run diagrams`. Each
 * machine carries its journey in the root `meta.journey` (machines/journeys/<flow>.journey.ts), so
 * the registry walk finds it with the machine and a machine without one fails the readability test.
 * Texts are catalogue keys (core/i18n/journey-texts.ts), never sentences.
 */

/** One box of the journey: what the person is doing, and the machine states that serve it. */
export interface JourneyStep {
  readonly label: JourneyKey;
  /** The screen the person sees during the step, when there is one. */
  readonly screen?: JourneyKey;
  /**
   * Dotted state paths folded into this box ("anonymous" covers every state under it). Technical
   * states (restoring, retries, creating an idempotency key, linking) are listed in the step they
   * serve, so the journey never shows them.
   */
  readonly states: ReadonlyArray<string>;
}

/** An event as the journey says it; `failure` draws it as a named exit to the side. */
export type JourneyEvent = JourneyKey | { readonly label: JourneyKey; readonly failure: true };

export interface JourneyMeta {
  /** In the order of the happy path: an arrow between neighbours is drawn straight down. */
  readonly steps: ReadonlyArray<JourneyStep>;
  /**
   * Keyed as the technical diagram labels a transition: "user.submit [formValid]" for one guarded
   * variant, else the plain event ("user.submit", "saveTicket failed", "always [isSaved]",
   * "after emailRetryDelay"). An actor's failure between two steps is a failure without saying so.
   */
  readonly events: Readonly<Record<string, JourneyEvent>>;
}

/** The journey a machine carries, or undefined when it has none yet. */
export function journeyOf(machine: AnyStateMachine): JourneyMeta | undefined {
  const meta = machine.root.meta as { readonly journey?: JourneyMeta } | undefined;
  return meta?.journey;
}

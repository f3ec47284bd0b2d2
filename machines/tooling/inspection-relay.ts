import type { InspectionEvent } from "xstate";

/*
 * One `inspect` function for every machine actor of the tab, wherever it is created (the
 * composition root, a screen's `useActorRef`), so "Report a problem" holds the whole tab's story.
 * The trace recorder pulls effect/Schema and temporal-polyfill, which the login page must not load
 * before the user acts (DESIGN.md budget), so it connects later (the composition root decides when):
 * until then the relay holds what the machines did, with the time it happened, and hands it over on
 * connect. Only the two kinds the recorder reads are held (events and snapshots), at most `holdLimit` of them.
 */

export interface InspectionRelay {
  /** Give to every machine actor: `createActor(machine, { inspect: relay.inspect })`. */
  readonly inspect: (inspectionEvent: InspectionEvent) => void;
  /**
   * Monotonic milliseconds of the inspection event being handed on now (the relay's start before
   * the first one): the recorder's `now`, so events held before it connected keep their times.
   */
  readonly now: () => number;
  /** Wall-clock epoch milliseconds when the relay started: the trace's `recordedAt`. */
  readonly startedAtEpochMs: number;
  /** Hands over what was held, then forwards every inspection event as it happens. */
  connect(sink: (inspectionEvent: InspectionEvent) => void): void;
}

export interface InspectionRelayOptions {
  /** Monotonic milliseconds (performance.now in the browser). */
  readonly clock: () => number;
  /** Epoch milliseconds when the relay starts. */
  readonly startedAtEpochMs: number;
  readonly holdLimit?: number;
}

const RECORDED_KINDS = new Set(["@xstate.event", "@xstate.snapshot"]);

export function createInspectionRelay({
  clock,
  startedAtEpochMs,
  holdLimit = 1000,
}: InspectionRelayOptions): InspectionRelay {
  let current = clock();
  let held: Array<{ readonly at: number; readonly event: InspectionEvent }> | undefined = [];
  let sink: ((inspectionEvent: InspectionEvent) => void) | undefined;

  const deliver = (at: number, event: InspectionEvent): void => {
    current = at;
    try {
      sink?.(event);
    } catch {
      // Recording must never break the app it observes.
    }
  };

  return {
    inspect: (event) => {
      if (!RECORDED_KINDS.has(event.type)) return;
      const at = clock();
      if (held === undefined) {
        deliver(at, event);
        return;
      }
      held.push({ at, event });
      if (held.length > holdLimit) held.shift();
    },
    now: () => current,
    startedAtEpochMs,
    connect(next) {
      sink = next;
      const waiting = held ?? [];
      held = undefined;
      for (const { at, event } of waiting) deliver(at, event);
    },
  };
}

/** The tab's relay: the composition root connects the recorder, every actor reports to it. */
export const inspectionRelay: InspectionRelay = createInspectionRelay({
  clock: () => performance.now(),
  startedAtEpochMs: Date.now(),
});

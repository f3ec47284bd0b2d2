import { assign, setup } from "xstate";
import type { FaqEntry } from "../../core/information/information-wire";
import { failureMessageKey, failureOfErrorEvent, NO_FAILURE } from "../api-failure";
import { notProvided } from "../not-provided";
import { faqEntryJourney } from "./faq-entry.journey";

/** Recorded in traces: bump it when a change makes older traces of this machine meaningless. */
export const FAQ_ENTRY_MACHINE_VERSION = "1";

/**
 * One FAQ entry (/faq/{id}) and its "Was this helpful?": load it, answer once (the server keeps one
 * answer per person; the counts come back with the entry), thank the reader. A failed answer keeps
 * the entry and lets the reader answer again.
 */

export interface FaqEntryContext {
  readonly entry: FaqEntry | undefined;
  readonly helpful: boolean;
  readonly failureKey: string | undefined;
  /** The failed request's id, shown so a person can quote it (issue #42); none without an answer. */
  readonly failureRequestId: string | undefined;
  readonly voteFailureKey: string | undefined;
}

export type FaqEntryEvent =
  { readonly type: "user.retry" } | { readonly type: "user.vote"; readonly helpful: boolean };

export const faqEntryMachine = setup({
  types: { context: {} as FaqEntryContext, events: {} as FaqEntryEvent },
  actors: {
    /** GET faq/{id}. */
    loadEntry: notProvided<FaqEntry, void>("loadEntry"),
    /** POST faq/{id}/helpful. */
    vote: notProvided<FaqEntry, { readonly helpful: boolean }>("vote"),
  },
}).createMachine({
  id: "faqEntry",
  // The journey view for product owners (npm run diagrams); not read at run time.
  meta: { journey: faqEntryJourney },
  version: FAQ_ENTRY_MACHINE_VERSION,
  context: {
    entry: undefined,
    helpful: true,
    ...NO_FAILURE,
    voteFailureKey: undefined,
  },
  initial: "loading",
  states: {
    loading: {
      invoke: {
        id: "loadEntry",
        src: "loadEntry",
        onDone: { target: "reading", actions: assign({ entry: ({ event }) => event.output }) },
        onError: {
          target: "failed",
          actions: assign({
            ...failureOfErrorEvent,
          }),
        },
      },
    },
    // The retry forgets the failure, so a later screen does not carry an old request id.
    failed: {
      on: {
        "user.retry": {
          target: "loading",
          actions: assign({ ...NO_FAILURE }),
        },
      },
    },
    reading: {
      on: {
        "user.vote": {
          target: "voting",
          actions: assign({ helpful: ({ event }) => event.helpful, voteFailureKey: undefined }),
        },
      },
    },
    voting: {
      invoke: {
        id: "vote",
        src: "vote",
        input: ({ context }) => ({ helpful: context.helpful }),
        onDone: { target: "voted", actions: assign({ entry: ({ event }) => event.output }) },
        onError: {
          target: "reading",
          actions: assign({ voteFailureKey: ({ event }) => failureMessageKey(event.error) }),
        },
      },
    },
    voted: {},
  },
});

import { assign, setup } from "xstate";
import { countLines, type StockCountError } from "../../core/store-operations/stock-count";
import type { StockCount, StoreMenuProduct } from "../../core/store-operations/store-operations-wire";
import { failureOf, NO_FAILURE } from "../api-failure";
import { edgeAction, notProvided } from "../not-provided";
import {
  createIdempotencyKeyActor,
  hasKey,
  keptKey,
  keyAfterEdit,
  submissionKey,
} from "../shared/submit-once";
import { stockCountJourney } from "./stock-count.journey";

/** Recorded in traces: bump it when a change makes older traces of this machine meaningless. */
export const STOCK_COUNT_MACHINE_VERSION = "1";

/**
 * The stock count on /equipment-maintenance?tab=stock (docs/decisions.md, "Store menu"): the store
 * menu with the books' stock, a count typed per product (core's rules, checked as typed), sent once
 * (submit-once: a retry after a lost answer carries the same Idempotency-Key, so the count is kept
 * once), and the store's history of counts. Every entry is handed to `keepDraft` with the key, so a
 * reload brings back what was counted and a resend still cannot count twice.
 */

/** What was typed per product id: text, so "12," stays as typed until it reads as a number. */
export type CountEntries = Readonly<Record<string, string>>;

export interface StockCountDraft {
  readonly entries: CountEntries;
  readonly idempotencyKey: string | null;
}

export interface StockSheet {
  readonly menu: readonly StoreMenuProduct[];
  readonly history: readonly StockCount[];
}

export interface SendCountInput {
  readonly lines: readonly { readonly product_id: number; readonly physical_stock: number }[];
  readonly idempotencyKey: string;
}

export interface StockCountContext extends StockSheet {
  readonly entries: CountEntries;
  readonly errors: Readonly<Record<string, StockCountError>>;
  readonly showErrors: boolean;
  readonly failureKey: string | undefined;
  /** The failed request's id, shown so a person can quote it (issue #42); none without an answer. */
  readonly failureRequestId: string | undefined;
  /** The last count was stored (the view says so until the next entry). */
  readonly sent: boolean;
  readonly idempotencyKey: string | null;
}

export type StockCountEvent =
  | { readonly type: "user.enter"; readonly productId: number; readonly text: string }
  | { readonly type: "user.submit" }
  | { readonly type: "user.retry" };

const entriesOf = (entries: CountEntries) =>
  Object.entries(entries).map(([productId, text]) => ({ productId: Number(productId), text }));

const errorsOf = (entries: CountEntries): Readonly<Record<string, StockCountError>> => {
  const result = countLines(entriesOf(entries));
  return result.ok ? {} : result.errors;
};

const linesOf = (entries: CountEntries): SendCountInput["lines"] => {
  const result = countLines(entriesOf(entries));
  return result.ok ? result.lines : [];
};

const draftOf = (context: StockCountContext): StockCountDraft => ({
  entries: context.entries,
  idempotencyKey: context.idempotencyKey,
});

export const stockCountMachine = setup({
  types: {
    context: {} as StockCountContext,
    events: {} as StockCountEvent,
    input: {} as StockCountDraft,
  },
  actors: {
    /** GET store-menu (the base load's for the selected store) and GET stock-counts. */
    loadSheet: notProvided<StockSheet>("loadSheet"),
    createIdempotencyKey: createIdempotencyKeyActor(),
    /** POST consignmentNoteProducts with Idempotency-Key; the menu and history as they now stand. */
    sendCount: notProvided<StockSheet, SendCountInput>("sendCount"),
  },
  actions: {
    /** Keeps the entries and the key (localStorage) so a reload loses nothing and counts once. */
    keepDraft: edgeAction<{ readonly draft: StockCountDraft }>(),
    clearDraft: edgeAction<undefined>(),
    keepKey: assign(keptKey),
    fail: assign((_, params: { readonly error: unknown }) => ({
      ...failureOf(params.error),
    })),
  },
  guards: {
    hasKey,
    isValid: ({ context }) => Object.keys(context.errors).length === 0,
    hasLines: ({ context }) => linesOf(context.entries).length > 0,
  },
}).createMachine({
  id: "stockCount",
  // The journey view for product owners (npm run diagrams); not read at run time.
  meta: { journey: stockCountJourney },
  version: STOCK_COUNT_MACHINE_VERSION,
  context: ({ input }) => ({
    menu: [],
    history: [],
    entries: input.entries,
    errors: errorsOf(input.entries),
    showErrors: false,
    ...NO_FAILURE,
    sent: false,
    idempotencyKey: input.idempotencyKey,
  }),
  initial: "loading",
  states: {
    loading: {
      invoke: {
        id: "loadSheet",
        src: "loadSheet",
        onDone: {
          target: "editing",
          actions: assign(({ event }) => ({ menu: event.output.menu, history: event.output.history })),
        },
        onError: {
          target: "loadFailed",
          actions: { type: "fail", params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    loadFailed: {
      on: {
        "user.retry": {
          target: "loading",
          actions: assign({ ...NO_FAILURE }),
        },
      },
    },
    editing: {
      on: {
        "user.enter": {
          actions: [
            assign(({ context, event }) => {
              const entries = { ...context.entries, [String(event.productId)]: event.text };
              return {
                entries,
                errors: errorsOf(entries),
                ...NO_FAILURE,
                sent: false,
                // Another count, another submission: a new key (the same text keeps it).
                idempotencyKey: keyAfterEdit(
                  context,
                  context.entries[String(event.productId)] === event.text,
                ),
              };
            }),
            { type: "keepDraft", params: ({ context }) => ({ draft: draftOf(context) }) },
          ],
        },
        "user.submit": [
          {
            guard: "isValid",
            target: "checkingLines",
          },
          { actions: assign({ showErrors: true }) },
        ],
      },
    },
    checkingLines: {
      always: [
        {
          guard: "hasLines",
          target: "creatingKey",
          actions: assign({ showErrors: false, ...NO_FAILURE }),
        },
        {
          target: "editing",
          actions: assign({ failureKey: "b2b_stock_count_empty", failureRequestId: undefined }),
        },
      ],
    },
    creatingKey: {
      always: { guard: "hasKey", target: "sending" },
      invoke: {
        id: "createIdempotencyKey",
        src: "createIdempotencyKey",
        onDone: {
          target: "sending",
          actions: [
            { type: "keepKey", params: ({ event }) => ({ key: event.output }) },
            { type: "keepDraft", params: ({ context }) => ({ draft: draftOf(context) }) },
          ],
        },
        onError: {
          target: "editing",
          actions: { type: "fail", params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    sending: {
      // While the count is on its way another "send" does nothing (no handler here).
      invoke: {
        id: "sendCount",
        src: "sendCount",
        input: ({ context }) => ({ lines: linesOf(context.entries), idempotencyKey: submissionKey(context) }),
        onDone: {
          target: "editing",
          actions: [
            assign(({ event }) => ({
              menu: event.output.menu,
              history: event.output.history,
              entries: {},
              errors: {},
              sent: true,
              idempotencyKey: null,
            })),
            "clearDraft",
          ],
        },
        // The entries and the key stay: "send" again after a lost answer cannot count twice.
        onError: {
          target: "editing",
          actions: { type: "fail", params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
  },
});

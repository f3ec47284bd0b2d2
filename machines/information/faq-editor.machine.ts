import { assign, setup } from "xstate";
import {
  FAQ_DRAFT_FIELDS,
  validateFaqDraft,
  type FaqDraftError,
  type FaqDraftField,
} from "../../core/information/faq-draft-rules";
import type { FaqDraft, FaqEntry } from "../../core/information/information-wire";
import { failureOfErrorEvent, NO_FAILURE } from "../api-failure";
import { edgeAction, notProvided } from "../not-provided";
import { faqEditorJourney } from "./faq-editor.journey";

/** Recorded in traces: bump it when a change makes older traces of this machine meaningless. */
export const FAQ_EDITOR_MACHINE_VERSION = "1";

/**
 * Head office's new FAQ entry, Greek and English side by side. The draft is kept on every change
 * (`keepDraft`, the per-tab draft store at the edge), so it survives a failed save and a reload; it
 * is dropped once saved. Core's rule decides what may be sent; while a save runs, "publish" does
 * nothing (the state has no such transition), so one press saves once.
 */

export const EMPTY_FAQ_DRAFT: FaqDraft = Object.fromEntries(
  FAQ_DRAFT_FIELDS.map((f) => [f, ""]),
) as unknown as FaqDraft;

export interface FaqEditorContext {
  readonly draft: FaqDraft;
  readonly errors: readonly FaqDraftError[];
  /** Errors show after the first "publish", not while the person is still typing. */
  readonly showErrors: boolean;
  readonly failureKey: string | undefined;
  /** The failed request's id, shown so a person can quote it (issue #42); none without an answer. */
  readonly failureRequestId: string | undefined;
  readonly saved: FaqEntry | undefined;
}

export type FaqEditorEvent =
  | { readonly type: "user.change"; readonly field: FaqDraftField; readonly value: string }
  | { readonly type: "user.submit" }
  | { readonly type: "user.writeAnother" };

export const faqEditorMachine = setup({
  types: {
    context: {} as FaqEditorContext,
    events: {} as FaqEditorEvent,
    input: {} as { readonly draft?: FaqDraft },
  },
  actors: {
    /** POST faq. */
    saveEntry: notProvided<FaqEntry, FaqDraft>("saveEntry"),
  },
  actions: {
    /** Writes the draft to the per-tab store (given at the edge). */
    keepDraft: edgeAction<{ readonly draft: FaqDraft | undefined }>(),
  },
  guards: {
    isValid: ({ context }) => validateFaqDraft(context.draft).length === 0,
  },
}).createMachine({
  id: "faqEditor",
  // The journey view for product owners (npm run diagrams); not read at run time.
  meta: { journey: faqEditorJourney },
  version: FAQ_EDITOR_MACHINE_VERSION,
  context: ({ input }) => {
    const draft = input.draft ?? EMPTY_FAQ_DRAFT;
    return {
      draft,
      errors: validateFaqDraft(draft),
      showErrors: false,
      ...NO_FAILURE,
      saved: undefined,
    };
  },
  initial: "editing",
  states: {
    editing: {
      on: {
        "user.change": {
          actions: [
            assign(({ context, event }) => {
              const draft = { ...context.draft, [event.field]: event.value };
              return { draft, errors: validateFaqDraft(draft) };
            }),
            { type: "keepDraft", params: ({ context }) => ({ draft: context.draft }) },
          ],
        },
        "user.submit": [
          {
            guard: "isValid",
            target: "saving",
            actions: assign({ ...NO_FAILURE }),
          },
          { actions: assign({ showErrors: true }) },
        ],
      },
    },
    saving: {
      invoke: {
        id: "saveEntry",
        src: "saveEntry",
        input: ({ context }) => context.draft,
        onDone: {
          target: "saved",
          actions: [
            assign({ saved: ({ event }) => event.output }),
            { type: "keepDraft", params: () => ({ draft: undefined }) },
          ],
        },
        onError: {
          target: "editing",
          actions: assign({
            ...failureOfErrorEvent,
          }),
        },
      },
    },
    saved: {
      on: {
        "user.writeAnother": {
          target: "editing",
          actions: assign({
            draft: EMPTY_FAQ_DRAFT,
            errors: validateFaqDraft(EMPTY_FAQ_DRAFT),
            showErrors: false,
            saved: undefined,
          }),
        },
      },
    },
  },
});

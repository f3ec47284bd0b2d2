import { assign, setup } from "xstate";
import {
  validateTemplate,
  type TemplateDraft,
  type TemplateError,
} from "../../core/evaluations/checklist-rules";
import { failureOfErrorEvent, NO_FAILURE } from "../api-failure";
import { edgeAction, notProvided } from "../not-provided";
import { templateAuthoringJourney } from "./template-authoring.journey";

/** Recorded in traces: bump it when a change makes older traces of this machine meaningless. */
export const TEMPLATE_AUTHORING_MACHINE_VERSION = "1";

/**
 * Head office writing a checklist template: sections of questions with their answer type, weight,
 * "photo required" and "failed item creates a task". The draft is kept on every change (a reload or a
 * failed save loses nothing) and dropped once published; core's rules decide what may be sent, and
 * while a save runs "publish" is not heard, so one press saves once.
 */

export const EMPTY_TEMPLATE_DRAFT: TemplateDraft = {
  title: "",
  sections: [
    {
      title: "",
      questions: [
        { id: "q1", text: "", kind: "yes_no", weight: 1, max: 5, photo_required: false, creates_task: false },
      ],
    },
  ],
};

export interface TemplateAuthoringContext {
  readonly draft: TemplateDraft;
  readonly errors: readonly TemplateError[];
  readonly showErrors: boolean;
  readonly failureKey: string | undefined;
  /** The failed request's id, shown so a person can quote it (issue #42); none without an answer. */
  readonly failureRequestId: string | undefined;
  readonly savedTitle: string | undefined;
}

export type TemplateAuthoringEvent =
  | { readonly type: "user.edit"; readonly draft: TemplateDraft }
  | { readonly type: "user.submit" }
  | { readonly type: "user.writeAnother" };

export const templateAuthoringMachine = setup({
  types: {
    context: {} as TemplateAuthoringContext,
    events: {} as TemplateAuthoringEvent,
    input: {} as { readonly draft?: TemplateDraft | undefined },
  },
  actors: {
    /** POST evaluations/templates. */
    saveTemplate: notProvided<{ readonly id: number }, TemplateDraft>("saveTemplate"),
  },
  actions: {
    /** Writes the draft to the device's store (given at the edge); undefined removes it. */
    keepDraft: edgeAction<{ readonly draft: TemplateDraft | undefined }>(),
  },
  guards: {
    isValid: ({ context }) => context.errors.length === 0,
  },
}).createMachine({
  id: "templateAuthoring",
  // The journey view for product owners (npm run diagrams); not read at run time.
  meta: { journey: templateAuthoringJourney },
  version: TEMPLATE_AUTHORING_MACHINE_VERSION,
  context: ({ input }) => {
    const draft = input.draft ?? EMPTY_TEMPLATE_DRAFT;
    return {
      draft,
      errors: validateTemplate(draft),
      showErrors: false,
      ...NO_FAILURE,
      savedTitle: undefined,
    };
  },
  initial: "editing",
  states: {
    editing: {
      on: {
        "user.edit": {
          actions: [
            assign(({ event }) => ({ draft: event.draft, errors: validateTemplate(event.draft) })),
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
        id: "saveTemplate",
        src: "saveTemplate",
        input: ({ context }) => context.draft,
        onDone: {
          target: "saved",
          actions: [
            assign(({ context }) => ({ savedTitle: context.draft.title.trim() })),
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
            draft: EMPTY_TEMPLATE_DRAFT,
            errors: validateTemplate(EMPTY_TEMPLATE_DRAFT),
            showErrors: false,
            savedTitle: undefined,
          }),
        },
      },
    },
  },
});

import { assign, setup } from "xstate";
import { hasNoErrors, type FieldErrors } from "../../core/validation/field-errors";
import { failureOfErrorEvent, NO_FAILURE } from "../api-failure";
import { edgeAction, notProvided } from "../not-provided";
import {
  createIdempotencyKeyActor,
  hasKey,
  keptKey,
  keyAfterEdit,
  submissionKey,
} from "../shared/submit-once";
import { adminFormJourney } from "./admin-form.journey";
import { ADMIN_FORM_RULES, type AdminFormKind, type AdminFormValues } from "./admin-form-rules";

/** Recorded in traces: bump it when a change makes older traces of this machine meaningless. */
export const ADMIN_FORM_MACHINE_VERSION = "1";

/**
 * A form of the head-office console (issue 35: a new store or company, or an edit of one). Core's
 * rule judges every change and its keys show under the fields once the person tries to save. Saving
 * sends the form once: while it is on its way another "save" does nothing, and a retry after a lost
 * answer carries the same Idempotency-Key (submit-once), so a create cannot happen twice. A failure
 * keeps everything typed and says why; every change is handed to `keepDraft`, so a reload brings it
 * back (the screen clears it once saved).
 */

export interface AdminFormContext {
  readonly kind: AdminFormKind;
  readonly values: AdminFormValues;
  readonly errors: FieldErrors<string>;
  readonly showErrors: boolean;
  readonly failureKey: string | undefined;
  /** The failed request's id, shown so a person can quote it (issue #42). */
  readonly failureRequestId: string | undefined;
  /** The submit-once key (machines/shared/submit-once.ts): kept while the same form is retried. */
  readonly idempotencyKey: string | null;
}

export type AdminFormEvent =
  | { readonly type: "user.change"; readonly field: string; readonly value: string }
  | { readonly type: "user.submit" };

export interface AdminFormInput {
  readonly kind: AdminFormKind;
  readonly values: AdminFormValues;
}

export interface AdminSaveInput {
  readonly values: AdminFormValues;
  readonly idempotencyKey: string;
}

export const adminFormMachine = setup({
  types: {
    context: {} as AdminFormContext,
    events: {} as AdminFormEvent,
    input: {} as AdminFormInput,
  },
  actors: {
    createIdempotencyKey: createIdempotencyKeyActor(),
    /** POST admin/{kind}s or PUT admin/{kind}s/{id}: the record as saved. */
    save: notProvided<unknown, AdminSaveInput>("save"),
  },
  actions: {
    keepDraft: edgeAction<{ readonly values: AdminFormValues }>(),
    keepKey: assign(keptKey),
  },
  guards: {
    hasKey,
    isValid: ({ context }) => hasNoErrors(context.errors),
  },
}).createMachine({
  id: "adminForm",
  meta: { journey: adminFormJourney },
  version: ADMIN_FORM_MACHINE_VERSION,
  context: ({ input }) => ({
    kind: input.kind,
    values: input.values,
    errors: ADMIN_FORM_RULES[input.kind](input.values),
    showErrors: false,
    ...NO_FAILURE,
    idempotencyKey: null,
  }),
  initial: "editing",
  states: {
    editing: {
      on: {
        "user.change": {
          actions: [
            assign(({ context, event }) => {
              const values = { ...context.values, [event.field]: event.value };
              return {
                values,
                errors: ADMIN_FORM_RULES[context.kind](values),
                ...NO_FAILURE,
                // Other content, another submission: a new key (the same content keeps it).
                idempotencyKey: keyAfterEdit(context, context.values[event.field] === event.value),
              };
            }),
            { type: "keepDraft", params: ({ context }) => ({ values: context.values }) },
          ],
        },
        "user.submit": [
          { guard: "isValid", target: "creatingKey", actions: assign({ showErrors: false, ...NO_FAILURE }) },
          { actions: assign({ showErrors: true }) },
        ],
      },
    },
    creatingKey: {
      always: { guard: "hasKey", target: "saving" },
      invoke: {
        id: "createIdempotencyKey",
        src: "createIdempotencyKey",
        onDone: {
          target: "saving",
          actions: { type: "keepKey", params: ({ event }) => ({ key: event.output }) },
        },
        onError: { target: "editing", actions: assign({ ...failureOfErrorEvent }) },
      },
    },
    saving: {
      invoke: {
        id: "save",
        src: "save",
        input: ({ context }) => ({ values: context.values, idempotencyKey: submissionKey(context) }),
        onDone: { target: "saved" },
        onError: { target: "editing", actions: assign({ ...failureOfErrorEvent }) },
      },
    },
    saved: { type: "final" },
  },
});

import { assign, setup } from "xstate";
import type { FieldErrors } from "../../core/validation/field-errors";
import type { PasswordPairField } from "../../core/validation/password-pair";
import { isResetSubmittable, validateResetPasswordForm } from "../../core/validation/reset-password";
import type { FlowMessage } from "../api-failure";
import { flowMessageFromFailure } from "../api-failure";
import { notProvided } from "../not-provided";
import { resetPasswordJourney } from "./reset-password.journey";

export const RESET_PASSWORD_MACHINE_VERSION = "2";

export interface ResetPasswordForm {
  readonly password: string;
  readonly password_confirmation: string;
}

export interface ResetPasswordContext {
  readonly hash: string;
  readonly form: ResetPasswordForm;
  readonly errors: FieldErrors<PasswordPairField>;
  readonly message: FlowMessage | undefined;
}

export type ResetPasswordEvent =
  | { readonly type: "user.change"; readonly field: keyof ResetPasswordForm; readonly value: string }
  | { readonly type: "user.submit" };

type FlowAnswer = { readonly status: "success" | "error"; readonly message: string };

const EMPTY: ResetPasswordForm = { password: "", password_confirmation: "" };

export const resetPasswordMachine = setup({
  types: {
    context: {} as ResetPasswordContext,
    events: {} as ResetPasswordEvent,
    input: {} as { readonly hash: string },
  },
  actors: {
    /** GET auth/reset/password/{hash}: is the link still open? Rejects when used, expired or unknown. */
    checkLink: notProvided<FlowAnswer, { readonly hash: string }>("checkLink"),
    /** POST auth/reset/password with { hash, password }. */
    resetPassword: notProvided<FlowAnswer, { readonly hash: string; readonly password: string }>(
      "resetPassword",
    ),
  },
  actions: {
    /** Go to / (login), where the notice (a message key) says what happened. */
    goHome: (_, _params: { readonly notice: string }) => undefined,
  },
  guards: {
    /** Spec 5: both passwords valid and equal. */
    formValid: ({ context }) => isResetSubmittable(context.form),
  },
}).createMachine({
  id: "resetPassword",
  // The journey view for product owners (npm run diagrams); not read at run time.
  meta: { journey: resetPasswordJourney },
  version: RESET_PASSWORD_MACHINE_VERSION,
  context: ({ input }) => ({
    hash: input.hash,
    form: EMPTY,
    errors: validateResetPasswordForm(EMPTY),
    message: undefined,
  }),
  // A used or expired link is found out before the user types a new password (issue 20).
  initial: "checking",
  states: {
    checking: {
      invoke: {
        id: "checkLink",
        src: "checkLink",
        input: ({ context }) => ({ hash: context.hash }),
        onDone: { target: "editing" },
        onError: {
          target: "linkUnusable",
          actions: assign({ message: ({ event }) => flowMessageFromFailure(event.error) }),
        },
      },
    },
    editing: {
      on: {
        "user.change": {
          actions: assign(({ context, event }) => {
            const form = { ...context.form, [event.field]: event.value };
            return { form, errors: validateResetPasswordForm(form) };
          }),
        },
        "user.submit": { guard: "formValid", target: "submitting", actions: assign({ message: undefined }) },
      },
    },
    submitting: {
      invoke: {
        id: "resetPassword",
        src: "resetPassword",
        input: ({ context }) => ({ hash: context.hash, password: context.form.password }),
        onDone: [
          {
            guard: ({ event }) => event.output.status === "success",
            target: "done",
            actions: assign({
              message: ({ event }) => ({ type: "success" as const, key: event.output.message }),
            }),
          },
          {
            target: "editing",
            actions: assign({
              message: ({ event }) => ({ type: "error" as const, key: event.output.message }),
            }),
          },
        ],
        onError: {
          target: "editing",
          actions: assign({ message: ({ event }) => flowMessageFromFailure(event.error) }),
        },
      },
    },
    /** Spec 7: on success the user goes to /, told that the password changed. */
    done: {
      type: "final",
      entry: { type: "goHome", params: ({ context }) => ({ notice: context.message?.key ?? "" }) },
    },
    /** The link cannot set a password: say so, and offer a new link instead of a form. */
    linkUnusable: { type: "final" },
  },
});

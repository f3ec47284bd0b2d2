import { assign, setup } from "xstate";
import { DEFAULT_COUNTRY_CODE } from "../../core/constants/portal-constants";
import type { FieldErrors } from "../../core/validation/field-errors";
import type { ForgotPasswordField, ForgotPasswordType } from "../../core/validation/forgot-password";
import { isForgotSubmittable, validateForgotPasswordForm } from "../../core/validation/forgot-password";
import type { FlowMessage } from "../api-failure";
import { flowMessageFromFailure } from "../api-failure";
import { notProvided } from "../not-provided";
import { forgotPasswordJourney } from "./forgot-password.journey";

export const FORGOT_PASSWORD_MACHINE_VERSION = "1";

export interface ForgotPasswordForm {
  readonly type: ForgotPasswordType;
  readonly country_code: number;
  readonly value: string;
}

export interface ForgotPasswordInput {
  /** What the user had typed before a reload (the composition root keeps it per tab). */
  readonly draft?: ForgotPasswordForm | undefined;
}

/** A stored draft, checked field by field; anything else starts from the empty form. */
export function restoreForgotDraft(value: unknown): ForgotPasswordForm | undefined {
  if (typeof value !== "object" || value === null) return undefined;
  const v = value as Record<string, unknown>;
  return {
    type: v["type"] === "email" ? "email" : "phone",
    country_code: Number.isSafeInteger(v["country_code"])
      ? (v["country_code"] as number)
      : DEFAULT_COUNTRY_CODE,
    value: typeof v["value"] === "string" ? v["value"] : "",
  };
}

export interface ForgotPasswordContext {
  readonly form: ForgotPasswordForm;
  readonly errors: FieldErrors<ForgotPasswordField>;
  readonly message: FlowMessage | undefined;
}

export type ForgotPasswordEvent =
  | { readonly type: "user.setType"; readonly value: ForgotPasswordType }
  | { readonly type: "user.setCountryCode"; readonly value: number }
  | { readonly type: "user.setValue"; readonly value: string }
  | { readonly type: "user.submit" };

type FlowAnswer = { readonly status: "success" | "error"; readonly message: string };

const INITIAL_FORM: ForgotPasswordForm = { type: "phone", country_code: DEFAULT_COUNTRY_CODE, value: "" };

export const forgotPasswordMachine = setup({
  types: {
    context: {} as ForgotPasswordContext,
    events: {} as ForgotPasswordEvent,
    input: {} as ForgotPasswordInput | undefined,
  },
  actors: {
    /** POST v2/auth/forgot-password. */
    requestReset: notProvided<FlowAnswer, { readonly payload: ForgotPasswordForm }>("requestReset"),
  },
  actions: {
    setForm: assign((_, params: { readonly form: ForgotPasswordForm }) => ({
      form: params.form,
      errors: validateForgotPasswordForm(params.form),
    })),
  },
  guards: {
    formValid: ({ context }) => isForgotSubmittable(context.form),
  },
}).createMachine({
  id: "forgotPassword",
  // The journey view for product owners (npm run diagrams); not read at run time.
  meta: { journey: forgotPasswordJourney },
  version: FORGOT_PASSWORD_MACHINE_VERSION,
  context: ({ input }) => {
    const form = input?.draft ?? INITIAL_FORM;
    return { form, errors: validateForgotPasswordForm(form), message: undefined };
  },
  initial: "editing",
  states: {
    editing: {
      on: {
        // Switching phone ↔ email empties the value: a phone number is no e-mail address.
        "user.setType": {
          actions: {
            type: "setForm",
            params: ({ context, event }) => ({
              form: {
                ...context.form,
                type: event.value,
                value: event.value === context.form.type ? context.form.value : "",
              },
            }),
          },
        },
        "user.setCountryCode": {
          actions: {
            type: "setForm",
            params: ({ context, event }) => ({ form: { ...context.form, country_code: event.value } }),
          },
        },
        "user.setValue": {
          actions: {
            type: "setForm",
            params: ({ context, event }) => ({ form: { ...context.form, value: event.value } }),
          },
        },
        // Spec 5: submit is disabled when invalid.
        "user.submit": { guard: "formValid", target: "submitting", actions: assign({ message: undefined }) },
      },
    },
    submitting: {
      invoke: {
        id: "requestReset",
        src: "requestReset",
        input: ({ context }) => ({ payload: { ...context.form, value: context.form.value.trim() } }),
        // Spec 7/8: the server's message with its status as the message type.
        onDone: [
          {
            guard: ({ event }) => event.output.status === "success",
            target: "sent",
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
    sent: { type: "final" },
  },
});

import { assign, setup } from "xstate";
import type { RegisteredData } from "../../core/schemas/registered-data";
import type { CompleteRegistrationField } from "../../core/validation/complete-registration";
import {
  canSendCode,
  canSubmitPin,
  validateCompleteRegistrationForm,
} from "../../core/validation/complete-registration";
import type { FieldErrors } from "../../core/validation/field-errors";
import type { FlowMessage } from "../api-failure";
import { flowMessageFromFailure } from "../api-failure";
import { notProvided } from "../not-provided";
import { completeRegistrationJourney } from "./complete-registration.journey";

export const COMPLETE_REGISTRATION_MACHINE_VERSION = "2";

/** A new code can be asked for this long after the last one was sent. */
export const RESEND_THROTTLE_MS = 30_000;

export interface CompleteRegistrationForm {
  readonly password: string;
  readonly password_confirmation: string;
  readonly terms: boolean;
  readonly consent_email: boolean;
}

export interface CompleteRegistrationContext {
  readonly hash: string;
  readonly registered: RegisteredData | undefined;
  readonly form: CompleteRegistrationForm;
  readonly errors: FieldErrors<CompleteRegistrationField>;
  readonly pin: string;
  readonly message: FlowMessage | undefined;
}

export type CompleteRegistrationEvent =
  | {
      readonly type: "user.change";
      readonly field: keyof CompleteRegistrationForm;
      readonly value: string | boolean;
    }
  | { readonly type: "user.sendCode" }
  | { readonly type: "user.changePin"; readonly pin: string }
  | { readonly type: "user.resendCode" }
  | { readonly type: "user.submit" };

type FlowAnswer = { readonly status: "success" | "error"; readonly message: string };

const EMPTY_FORM: CompleteRegistrationForm = {
  password: "",
  password_confirmation: "",
  terms: false,
  consent_email: false,
};

export const completeRegistrationMachine = setup({
  types: {
    context: {} as CompleteRegistrationContext,
    events: {} as CompleteRegistrationEvent,
    input: {} as { readonly hash: string },
  },
  delays: {
    resendThrottle: RESEND_THROTTLE_MS,
  },
  actors: {
    /** GET auth/registered/data/{hash}. */
    loadRegisteredData: notProvided<RegisteredData, { readonly hash: string }>("loadRegisteredData"),
    /** POST auth/verify/mobile: sends the 6-digit code by SMS. */
    sendCode: notProvided<FlowAnswer, { readonly hash: string }>("sendCode"),
    /** POST auth/activate. */
    activate: notProvided<
      FlowAnswer,
      {
        readonly hash: string;
        readonly code: string;
        readonly password: string;
        readonly consent_email: boolean;
        readonly terms: boolean;
      }
    >("activate"),
  },
  actions: {
    /** Go to / (login), where the notice (a message key) says what happened. */
    goHome: (_, _params: { readonly notice: string }) => undefined,
    showMessage: assign({ message: (_, params: { readonly message: FlowMessage }) => params.message }),
    showAnswer: assign({
      message: (_, params: { readonly answer: FlowAnswer }) => ({
        type: params.answer.status,
        key: params.answer.message,
      }),
    }),
  },
  guards: {
    /** Spec 4: both passwords valid, equal, and terms ticked. */
    canSendCode: ({ context }) => canSendCode(context.form),
    /** Spec 4/5: the pin has 6 digits. */
    pinComplete: ({ context }) => canSubmitPin(context.pin),
    succeeded: (_, params: { readonly answer: FlowAnswer }) => params.answer.status === "success",
  },
}).createMachine({
  id: "completeRegistration",
  // The journey view for product owners (npm run diagrams); not read at run time.
  meta: { journey: completeRegistrationJourney },
  version: COMPLETE_REGISTRATION_MACHINE_VERSION,
  context: ({ input }) => ({
    hash: input.hash,
    registered: undefined,
    form: EMPTY_FORM,
    errors: validateCompleteRegistrationForm(EMPTY_FORM),
    pin: "",
    message: undefined,
  }),
  initial: "loading",
  states: {
    loading: {
      invoke: {
        id: "loadRegisteredData",
        src: "loadRegisteredData",
        input: ({ context }) => ({ hash: context.hash }),
        onDone: { target: "editing", actions: assign({ registered: ({ event }) => event.output }) },
        // Spec 8: registered-data load failure redirects to /; there the user reads why (issue 20).
        onError: { target: "leaving" },
      },
    },
    editing: {
      on: {
        "user.change": {
          actions: assign(({ context, event }) => {
            const form = { ...context.form, [event.field]: event.value };
            return { form, errors: validateCompleteRegistrationForm(form) };
          }),
        },
        "user.sendCode": {
          guard: "canSendCode",
          target: "sendingCode",
          actions: assign({ message: undefined }),
        },
      },
    },
    sendingCode: {
      invoke: {
        id: "sendCode",
        src: "sendCode",
        input: ({ context }) => ({ hash: context.hash }),
        onDone: [
          {
            guard: { type: "succeeded", params: ({ event }) => ({ answer: event.output }) },
            target: "pinEntry",
          },
          {
            target: "editing",
            actions: { type: "showAnswer", params: ({ event }) => ({ answer: event.output }) },
          },
        ],
        // Spec 8: a verification failure shows the server message as an error.
        onError: {
          target: "editing",
          actions: {
            type: "showMessage",
            params: ({ event }) => ({ message: flowMessageFromFailure(event.error) }),
          },
        },
      },
    },
    pinEntry: {
      initial: "resendLocked",
      on: {
        "user.changePin": { actions: assign({ pin: ({ event }) => event.pin.trim() }) },
        "user.submit": {
          guard: "pinComplete",
          target: "submitting",
          actions: assign({ message: undefined }),
        },
      },
      states: {
        resendLocked: { after: { resendThrottle: { target: "resendOpen" } } },
        resendOpen: { on: { "user.resendCode": { target: "resending" } } },
        resending: {
          invoke: {
            id: "resendCode",
            src: "sendCode",
            input: ({ context }) => ({ hash: context.hash }),
            onDone: [
              {
                guard: { type: "succeeded", params: ({ event }) => ({ answer: event.output }) },
                target: "resendLocked",
              },
              {
                target: "resendOpen",
                actions: { type: "showAnswer", params: ({ event }) => ({ answer: event.output }) },
              },
            ],
            onError: {
              target: "resendOpen",
              actions: {
                type: "showMessage",
                params: ({ event }) => ({ message: flowMessageFromFailure(event.error) }),
              },
            },
          },
        },
      },
    },
    submitting: {
      invoke: {
        id: "activate",
        src: "activate",
        input: ({ context }) => ({
          hash: context.hash,
          code: context.pin,
          password: context.form.password,
          consent_email: context.form.consent_email,
          terms: context.form.terms,
        }),
        onDone: [
          {
            guard: { type: "succeeded", params: ({ event }) => ({ answer: event.output }) },
            target: "done",
            actions: { type: "showAnswer", params: ({ event }) => ({ answer: event.output }) },
          },
          // A wrong code: stay on the pin, resend allowed at once.
          {
            target: "pinEntry.resendOpen",
            actions: { type: "showAnswer", params: ({ event }) => ({ answer: event.output }) },
          },
        ],
        onError: {
          target: "pinEntry.resendOpen",
          actions: {
            type: "showMessage",
            params: ({ event }) => ({ message: flowMessageFromFailure(event.error) }),
          },
        },
      },
    },
    /** Spec 4: on success the user goes to /, told that the account is ready (and waits for approval). */
    done: {
      type: "final",
      entry: { type: "goHome", params: ({ context }) => ({ notice: context.message?.key ?? "" }) },
    },
    /** The link is used, expired or broken: to /, saying so. */
    leaving: { type: "final", entry: { type: "goHome", params: { notice: "b2b_setpassword_link_invalid" } } },
  },
});

import { assign, setup } from "xstate";
import {
  passwordChangeIsValid,
  validatePasswordChange,
  type PasswordChange,
} from "../../core/account/password-change";
import { failureMessageKey } from "../api-failure";
import { notProvided } from "../not-provided";
import { passwordChangeJourney } from "./password-change.journey";

/** Recorded in traces: bump it when a change makes older traces of this machine meaningless. */
export const PASSWORD_CHANGE_MACHINE_VERSION = "1";

/**
 * Changing one's password on /settings (POST user/password): the three fields with core's rule, sent
 * once; success clears them and says how many other sessions ended. Passwords are never stored.
 */

export type PasswordField = keyof PasswordChange;

export interface PasswordChangeContext {
  readonly change: PasswordChange;
  readonly showErrors: boolean;
  readonly notice:
    | { readonly tone: "success"; readonly key: string; readonly ended: number }
    | { readonly tone: "error"; readonly key: string }
    | undefined;
}

export type PasswordChangeEvent =
  | { readonly type: "user.change"; readonly field: PasswordField; readonly value: string }
  | { readonly type: "user.submit" };

const EMPTY: PasswordChange = { current: "", next: "", confirmation: "" };

export const passwordChangeMachine = setup({
  types: {
    context: {} as PasswordChangeContext,
    events: {} as PasswordChangeEvent,
  },
  actors: {
    /** Resolves with how many other sessions ended. */
    changePassword: notProvided<number, PasswordChange>("changePassword"),
  },
  guards: {
    isValid: ({ context }) => passwordChangeIsValid(validatePasswordChange(context.change)),
  },
}).createMachine({
  id: "passwordChange",
  meta: { journey: passwordChangeJourney },
  version: PASSWORD_CHANGE_MACHINE_VERSION,
  context: { change: EMPTY, showErrors: false, notice: undefined },
  initial: "editing",
  states: {
    editing: {
      on: {
        "user.change": {
          actions: assign({
            change: ({ context, event }) => ({ ...context.change, [event.field]: event.value }),
          }),
        },
        "user.submit": [
          { guard: "isValid", target: "saving", actions: assign({ notice: undefined }) },
          { actions: assign({ showErrors: true }) },
        ],
      },
    },
    saving: {
      invoke: {
        id: "changePassword",
        src: "changePassword",
        input: ({ context }) => context.change,
        onDone: {
          target: "editing",
          actions: assign(({ event }) => ({
            change: EMPTY,
            showErrors: false,
            notice: { tone: "success" as const, key: "b2b_password_changed_elsewhere", ended: event.output },
          })),
        },
        onError: {
          target: "editing",
          actions: assign({
            notice: ({ event }) => ({ tone: "error" as const, key: failureMessageKey(event.error) }),
          }),
        },
      },
    },
  },
});

import { assign, setup } from "xstate";
import type { FlowMessage } from "../api-failure";
import { flowMessageFromFailure } from "../api-failure";
import { notProvided } from "../not-provided";
import { emailVerifyJourney } from "./email-verify.journey";

export const EMAIL_VERIFY_MACHINE_VERSION = "1";

export interface EmailVerifyContext {
  readonly hash: string;
  /** What the server said: its status (success or error) and message key. */
  readonly result: FlowMessage | undefined;
}

type FlowAnswer = { readonly status: "success" | "error"; readonly message: string };

export const emailVerifyMachine = setup({
  types: {
    context: {} as EmailVerifyContext,
    input: {} as { readonly hash: string },
  },
  actors: {
    /** GET auth/verify/email/{hash}. */
    verifyEmail: notProvided<FlowAnswer, { readonly hash: string }>("verifyEmail"),
  },
}).createMachine({
  id: "emailVerify",
  // The journey view for product owners (npm run diagrams); not read at run time.
  meta: { journey: emailVerifyJourney },
  version: EMAIL_VERIFY_MACHINE_VERSION,
  context: ({ input }) => ({ hash: input.hash, result: undefined }),
  initial: "verifying",
  states: {
    verifying: {
      invoke: {
        id: "verifyEmail",
        src: "verifyEmail",
        input: ({ context }) => ({ hash: context.hash }),
        onDone: [
          {
            guard: ({ event }) => event.output.status === "success",
            target: "verified",
            actions: assign({
              result: ({ event }) => ({ type: "success" as const, key: event.output.message }),
            }),
          },
          {
            target: "failed",
            actions: assign({
              result: ({ event }) => ({ type: "error" as const, key: event.output.message }),
            }),
          },
        ],
        // Spec 8: a failure resolves with the server's error body ({ status, message }).
        onError: {
          target: "failed",
          actions: assign({ result: ({ event }) => flowMessageFromFailure(event.error) }),
        },
      },
    },
    verified: { type: "final" },
    failed: { type: "final" },
  },
});

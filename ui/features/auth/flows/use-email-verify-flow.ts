import { useActorRef, useSelector } from "@xstate/react";
import { fromPromise } from "xstate";
import { emailVerifyMachine } from "../../../../machines/auth/email-verify.machine";
import type { EmailVerifyViewState } from "../email-verify/email-verify-view";
import type { FlowsPort } from "../../../../machines/auth/public-flows-ports";
import { serverMessage } from "./flow-message";
import { inspectionRelay } from "../../../../machines/tooling/inspection-relay";

/** Opening the link is the action: the machine verifies the hash on start. */
export function useEmailVerifyFlow(port: FlowsPort, hash: string): EmailVerifyViewState {
  const actor = useActorRef(
    emailVerifyMachine.provide({
      actors: { verifyEmail: fromPromise(({ input }) => port.verifyEmailByHash(input.hash)) },
    }),
    { input: { hash }, inspect: inspectionRelay.inspect },
  );
  const snapshot = useSelector(actor, (current) => current);
  return {
    phase: snapshot.matches("verifying") ? "verifying" : snapshot.matches("verified") ? "verified" : "failed",
    message: serverMessage(snapshot.context.result),
  };
}

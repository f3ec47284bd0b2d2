import { useActorRef, useSelector } from "@xstate/react";
import { fromPromise } from "xstate";
import { arrivalPath } from "../../../../core/auth/arrival-notice";
import { resetPasswordMachine } from "../../../../machines/auth/reset-password.machine";
import type { ResetPasswordEvent, ResetPasswordViewState } from "../reset-password/reset-password-view";
import type { FlowsPort } from "../../../../machines/auth/public-flows-ports";
import type { Binding } from "../../../platform/session-view";
import { serverMessage } from "./flow-message";
import { inspectionRelay } from "../../../../machines/tooling/inspection-relay";

/** The reset screen bound to its machine. Passwords live in the machine only, never in storage. */
export function useResetPasswordFlow(
  port: FlowsPort,
  hash: string,
): Binding<ResetPasswordViewState, ResetPasswordEvent> {
  const actor = useActorRef(
    resetPasswordMachine.provide({
      actors: {
        checkLink: fromPromise(({ input }) => port.checkResetLink(input.hash)),
        resetPassword: fromPromise(({ input }) => port.resetPassword(input)),
      },
      actions: { goHome: (_, params) => port.goTo(arrivalPath(params.notice)) },
    }),
    { input: { hash }, inspect: inspectionRelay.inspect },
  );
  const snapshot = useSelector(actor, (current) => current);
  const state: ResetPasswordViewState = {
    phase: snapshot.matches("checking")
      ? "checking"
      : snapshot.matches("linkUnusable")
        ? "linkUnusable"
        : snapshot.matches("editing")
          ? "editing"
          : "sending",
    form: snapshot.context.form,
    errors: snapshot.context.errors,
    canSubmit: snapshot.can({ type: "user.submit" }),
    message: serverMessage(snapshot.context.message),
  };
  return { state, send: actor.send };
}

import { useActorRef, useSelector } from "@xstate/react";
import { fromPromise } from "xstate";
import { arrivalPath } from "../../../../core/auth/arrival-notice";
import { completeRegistrationMachine } from "../../../../machines/auth/complete-registration.machine";
import type {
  CompleteRegistrationEvent,
  CompleteRegistrationViewState,
} from "../complete-registration/complete-registration-view";
import type { FlowsPort } from "../../../../machines/auth/public-flows-ports";
import type { Binding } from "../../../platform/session-view";
import { serverMessage } from "./flow-message";
import { inspectionRelay } from "../../../../machines/tooling/inspection-relay";

/**
 * /setpassword bound to its machine. The passwords and the code stay in the machine (they survive
 * a failed submit) and are never written to storage.
 */
export function useCompleteRegistrationFlow(
  port: FlowsPort,
  hash: string,
): Binding<CompleteRegistrationViewState, CompleteRegistrationEvent> {
  const actor = useActorRef(
    completeRegistrationMachine.provide({
      actors: {
        loadRegisteredData: fromPromise(({ input }) => port.registeredData(input.hash)),
        sendCode: fromPromise(({ input }) => port.verifyMobile(input.hash)),
        activate: fromPromise(({ input }) => port.activate(input)),
      },
      actions: { goHome: (_, params) => port.goTo(arrivalPath(params.notice)) },
    }),
    { input: { hash }, inspect: inspectionRelay.inspect },
  );
  const snapshot = useSelector(actor, (current) => current);
  const phase: CompleteRegistrationViewState["phase"] =
    snapshot.matches("loading") || snapshot.matches("leaving") || snapshot.matches("done")
      ? "loading"
      : snapshot.matches("sendingCode")
        ? "sendingCode"
        : snapshot.matches({ pinEntry: "resending" })
          ? "resending"
          : snapshot.matches("pinEntry")
            ? "pin"
            : snapshot.matches("submitting")
              ? "submitting"
              : "form";
  const state: CompleteRegistrationViewState = {
    phase,
    data: snapshot.context.registered,
    form: snapshot.context.form,
    errors: snapshot.context.errors,
    pin: snapshot.context.pin,
    canSendCode: snapshot.can({ type: "user.sendCode" }),
    canSubmit: snapshot.can({ type: "user.submit" }),
    canResend: snapshot.can({ type: "user.resendCode" }),
    message: serverMessage(snapshot.context.message),
  };
  return { state, send: actor.send };
}

import { useActorRef, useSelector } from "@xstate/react";
import { useEffect } from "react";
import { fromPromise } from "xstate";
import { forgotPasswordMachine, restoreForgotDraft } from "../../../../machines/auth/forgot-password.machine";
import type { ForgotPasswordEvent, ForgotPasswordViewState } from "../forgot-password/forgot-password-view";
import type { FlowsPort } from "../../../../machines/auth/public-flows-ports";
import type { Binding } from "../../../platform/session-view";
import { serverMessage } from "./flow-message";
import { inspectionRelay } from "../../../../machines/tooling/inspection-relay";

const DRAFT = "forgot-password";

/** The forgot-password screen bound to its machine; the typed phone or e-mail survives a reload. */
export function useForgotPasswordFlow(
  port: FlowsPort,
): Binding<ForgotPasswordViewState, ForgotPasswordEvent> {
  const actor = useActorRef(
    forgotPasswordMachine.provide({
      actors: { requestReset: fromPromise(({ input }) => port.forgotPassword(input.payload)) },
    }),
    { input: { draft: restoreForgotDraft(port.drafts.read(DRAFT)) }, inspect: inspectionRelay.inspect },
  );
  useEffect(() => {
    const subscription = actor.subscribe((snapshot) => {
      if (snapshot.matches("sent")) port.drafts.clear(DRAFT);
      else port.drafts.write(DRAFT, snapshot.context.form);
    });
    return () => subscription.unsubscribe();
  }, [actor, port]);

  const snapshot = useSelector(actor, (current) => current);
  const state: ForgotPasswordViewState = {
    phase: snapshot.matches("submitting") ? "sending" : snapshot.matches("sent") ? "sent" : "editing",
    form: snapshot.context.form,
    errors: snapshot.context.errors,
    canSubmit: snapshot.can({ type: "user.submit" }),
    message: serverMessage(snapshot.context.message),
  };
  return { state, send: actor.send };
}

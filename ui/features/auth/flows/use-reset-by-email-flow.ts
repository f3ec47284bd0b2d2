import { useActorRef, useSelector } from "@xstate/react";
import { fromPromise } from "xstate";
import { DEFAULT_COUNTRY_CODE } from "../../../../core/constants/portal-constants";
import { forgotPasswordMachine } from "../../../../machines/auth/forgot-password.machine";
import type { LoginViewState } from "../login/login-view";
import type { FlowsPort } from "../../../../machines/auth/public-flows-ports";
import { serverMessage } from "./flow-message";
import { inspectionRelay } from "../../../../machines/tooling/inspection-relay";

/**
 * The login screen's older inline reset form: the forgot-password machine, held to its e-mail
 * type, with its request going to POST auth/forgot/password (spec 7 "older form").
 */
export function useResetByEmailFlow(port: FlowsPort) {
  const actor = useActorRef(
    forgotPasswordMachine.provide({
      actors: { requestReset: fromPromise(({ input }) => port.forgotPasswordByEmail(input.payload.value)) },
    }),
    {
      input: { draft: { type: "email", country_code: DEFAULT_COUNTRY_CODE, value: "" } },
      inspect: inspectionRelay.inspect,
    },
  );
  const snapshot = useSelector(actor, (current) => current);
  const state: LoginViewState["resetByEmail"] = {
    phase: snapshot.matches("submitting") ? "sending" : "idle",
    message: serverMessage(snapshot.context.message),
  };
  const request = (email: string) => {
    actor.send({ type: "user.setValue", value: email });
    actor.send({ type: "user.submit" });
  };
  return { state, request };
}

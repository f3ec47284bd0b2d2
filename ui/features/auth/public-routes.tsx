import { useParams, useSearch } from "wouter";
import { AUTH_PORTS } from "../../../machines/auth/public-flows-ports";
import { usePorts } from "../../platform/ports";
import { useCompleteRegistrationFlow } from "./flows/use-complete-registration-flow";
import { useEmailVerifyFlow } from "./flows/use-email-verify-flow";
import { useForgotPasswordFlow } from "./flows/use-forgot-password-flow";
import { useRegisterFlow } from "./flows/use-register-flow";
import { useResetPasswordFlow } from "./flows/use-reset-password-flow";
import { CompleteRegistrationView } from "./complete-registration/complete-registration-view";
import { EmailVerifyView } from "./email-verify/email-verify-view";
import { ForgotPasswordView } from "./forgot-password/forgot-password-view";
import { RegisterView } from "./register/register-view";
import { ResetPasswordView } from "./reset-password/reset-password-view";

// Each route runs its flow's machine with the auth area's ports and hands state and send to a pure view.

export function RegisterRoute() {
  const { state, send } = useRegisterFlow(usePorts(AUTH_PORTS));
  return <RegisterView state={state} send={send} />;
}

export function CompleteRegistrationRoute() {
  const hash = new URLSearchParams(useSearch()).get("m") ?? "";
  const { state, send } = useCompleteRegistrationFlow(usePorts(AUTH_PORTS), hash);
  return <CompleteRegistrationView state={state} send={send} />;
}

export function ForgotPasswordRoute() {
  const { state, send } = useForgotPasswordFlow(usePorts(AUTH_PORTS));
  return <ForgotPasswordView state={state} send={send} />;
}

export function ResetPasswordRoute() {
  const { hash = "" } = useParams<{ hash: string }>();
  const { state, send } = useResetPasswordFlow(usePorts(AUTH_PORTS), hash);
  return <ResetPasswordView state={state} send={send} />;
}

export function EmailVerifyRoute() {
  const { hash = "" } = useParams<{ hash: string }>();
  const state = useEmailVerifyFlow(usePorts(AUTH_PORTS), hash);
  return <EmailVerifyView state={state} />;
}

import { useParams, useSearch } from "wouter";
import { useBindings } from "../screen-bindings";
import { useCompleteRegistrationFlow } from "../flows/use-complete-registration-flow";
import { useEmailVerifyFlow } from "../flows/use-email-verify-flow";
import { useForgotPasswordFlow } from "../flows/use-forgot-password-flow";
import { useRegisterFlow } from "../flows/use-register-flow";
import { useResetPasswordFlow } from "../flows/use-reset-password-flow";
import { CompleteRegistrationView } from "../../features/auth/complete-registration/complete-registration-view";
import { EmailVerifyView } from "../../features/auth/email-verify/email-verify-view";
import { ForgotPasswordView } from "../../features/auth/forgot-password/forgot-password-view";
import { RegisterView } from "../../features/auth/register/register-view";
import { ResetPasswordView } from "../../features/auth/reset-password/reset-password-view";

// Each route runs its flow's machine with the ports from the bindings and hands state and send to a pure view.

export function RegisterRoute() {
  const { state, send } = useRegisterFlow(useBindings().flows);
  return <RegisterView state={state} send={send} />;
}

export function CompleteRegistrationRoute() {
  const hash = new URLSearchParams(useSearch()).get("m") ?? "";
  const { state, send } = useCompleteRegistrationFlow(useBindings().flows, hash);
  return <CompleteRegistrationView state={state} send={send} />;
}

export function ForgotPasswordRoute() {
  const { state, send } = useForgotPasswordFlow(useBindings().flows);
  return <ForgotPasswordView state={state} send={send} />;
}

export function ResetPasswordRoute() {
  const { hash = "" } = useParams<{ hash: string }>();
  const { state, send } = useResetPasswordFlow(useBindings().flows, hash);
  return <ResetPasswordView state={state} send={send} />;
}

export function EmailVerifyRoute() {
  const { hash = "" } = useParams<{ hash: string }>();
  const state = useEmailVerifyFlow(useBindings().flows, hash);
  return <EmailVerifyView state={state} />;
}

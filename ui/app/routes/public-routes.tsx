/* oxlint-disable react/rules-of-hooks -- the bindings object is created once by the composition root and never changes, so its hooks are the same functions on every render. */
import { useParams, useSearch } from "wouter";
import { useBindings } from "../screen-bindings";
import { CompleteRegistrationView } from "../../screens/complete-registration/complete-registration-view";
import { EmailVerifyView } from "../../screens/email-verify/email-verify-view";
import { ForgotPasswordView } from "../../screens/forgot-password/forgot-password-view";
import { RegisterView } from "../../screens/register/register-view";
import { ResetPasswordView } from "../../screens/reset-password/reset-password-view";

// Each route reads its machine through the bindings and hands state and send to a pure view.

export function RegisterRoute() {
  const { state, send } = useBindings().useRegister();
  return <RegisterView state={state} send={send} />;
}

export function CompleteRegistrationRoute() {
  const hash = new URLSearchParams(useSearch()).get("m") ?? "";
  const { state, send } = useBindings().useCompleteRegistration(hash);
  return <CompleteRegistrationView state={state} send={send} />;
}

export function ForgotPasswordRoute() {
  const { state, send } = useBindings().useForgotPassword();
  return <ForgotPasswordView state={state} send={send} />;
}

export function ResetPasswordRoute() {
  const { hash = "" } = useParams<{ hash: string }>();
  const { state, send } = useBindings().useResetPassword(hash);
  return <ResetPasswordView state={state} send={send} />;
}

export function EmailVerifyRoute() {
  const { hash = "" } = useParams<{ hash: string }>();
  const state = useBindings().useEmailVerify(hash);
  return <EmailVerifyView state={state} />;
}

import { useCallback, useEffect, useState } from "react";
import type { ServerMessage } from "../components/status-message";
import { toneOfStatus } from "../components/status-message";
import type {
  CompleteRegistrationEvent,
  CompleteRegistrationViewState,
} from "../screens/complete-registration/complete-registration-view";
import type { EmailVerifyViewState } from "../screens/email-verify/email-verify-view";
import type {
  ForgotPasswordEvent,
  ForgotPasswordViewState,
} from "../screens/forgot-password/forgot-password-view";
import type { RegisterEvent, RegisterViewState } from "../screens/register/register-view";
import type {
  ResetPasswordEvent,
  ResetPasswordViewState,
} from "../screens/reset-password/reset-password-view";
import type { FlowAnswer, FlowsPort } from "./flow-ports";
import type { Binding } from "./screen-bindings";

/*
 * Stand-ins for the registration and password machines, which machines/ does not have yet: each
 * hook runs its flow's requests and exposes the same (state, send) a machine will. When a machine
 * lands, its binding replaces the hook here and the views stay as they are.
 */

const messageOf = (answer: FlowAnswer): ServerMessage => ({
  key: answer.message,
  tone: toneOfStatus(answer.status),
});

export function createInterimFlows(port: FlowsPort) {
  const failure = (error: unknown): ServerMessage => ({ key: port.failureKey(error), tone: "error" });

  function useRegister(): Binding<RegisterViewState, RegisterEvent> {
    const [state, setState] = useState<RegisterViewState>({
      phase: "loading",
      stores: [],
      jobPositions: [],
      message: undefined,
    });
    useEffect(() => {
      let live = true;
      Promise.all([port.stores(), port.jobs()]).then(
        ([stores, jobs]) =>
          live &&
          setState((s) => ({
            ...s,
            phase: "editing",
            stores: stores.map((store) => ({ id: store.id, title: store.store_name || store.title_cutted })),
            jobPositions: jobs,
          })),
        (error: unknown) => live && setState((s) => ({ ...s, phase: "editing", message: failure(error) })),
      );
      return () => {
        live = false;
      };
    }, []);
    const send = useCallback((event: RegisterEvent) => {
      setState((s) => ({ ...s, phase: "submitting", message: undefined }));
      port.register(event.form).then(
        (answer) =>
          setState((s) => ({
            ...s,
            phase: answer.status === "success" ? "done" : "editing",
            message: messageOf(answer),
          })),
        (error: unknown) => setState((s) => ({ ...s, phase: "editing", message: failure(error) })),
      );
    }, []);
    return { state, send };
  }

  function useCompleteRegistration(
    hash: string,
  ): Binding<CompleteRegistrationViewState, CompleteRegistrationEvent> {
    const [state, setState] = useState<CompleteRegistrationViewState>({
      phase: "loading",
      data: undefined,
      message: undefined,
    });
    useEffect(() => {
      let live = true;
      port.registeredData(hash).then(
        (data) => live && setState({ phase: "form", data, message: undefined }),
        // Spec 8: a registered-data load failure redirects to /.
        () => live && port.goTo("/"),
      );
      return () => {
        live = false;
      };
    }, [hash]);
    const send = useCallback(
      (event: CompleteRegistrationEvent) => {
        if (event.type === "user.submit") {
          setState((s) => ({ ...s, phase: "submitting", message: undefined }));
          port
            .activate({
              hash,
              code: event.code,
              password: event.password,
              consent_email: event.consent_email,
              terms: event.terms,
            })
            .then(
              (answer) =>
                answer.status === "success"
                  ? port.goTo("/")
                  : setState((s) => ({ ...s, phase: "pin", message: messageOf(answer) })),
              (error: unknown) => setState((s) => ({ ...s, phase: "pin", message: failure(error) })),
            );
          return;
        }
        const resend = event.type === "user.resendCode";
        setState((s) => ({ ...s, phase: resend ? "resending" : "sendingCode", message: undefined }));
        port.verifyMobile(hash).then(
          (answer) =>
            setState((s) => ({
              ...s,
              phase: answer.status === "success" ? "pin" : resend ? "pin" : "form",
              message: messageOf(answer),
            })),
          (error: unknown) =>
            setState((s) => ({ ...s, phase: resend ? "pin" : "form", message: failure(error) })),
        );
      },
      [hash],
    );
    return { state, send };
  }

  function useForgotPassword(): Binding<ForgotPasswordViewState, ForgotPasswordEvent> {
    const [state, setState] = useState<ForgotPasswordViewState>({ phase: "editing", message: undefined });
    const send = useCallback((event: ForgotPasswordEvent) => {
      setState({ phase: "sending", message: undefined });
      port.forgotPassword(event.request).then(
        (answer) => setState({ phase: "editing", message: messageOf(answer) }),
        (error: unknown) => setState({ phase: "editing", message: failure(error) }),
      );
    }, []);
    return { state, send };
  }

  function useResetPassword(hash: string): Binding<ResetPasswordViewState, ResetPasswordEvent> {
    const [state, setState] = useState<ResetPasswordViewState>({ phase: "editing", message: undefined });
    const send = useCallback(
      (event: ResetPasswordEvent) => {
        setState({ phase: "sending", message: undefined });
        port.resetPassword({ hash, password: event.password }).then(
          (answer) =>
            answer.status === "success"
              ? port.goTo("/")
              : setState({ phase: "editing", message: messageOf(answer) }),
          (error: unknown) => setState({ phase: "editing", message: failure(error) }),
        );
      },
      [hash],
    );
    return { state, send };
  }

  function useEmailVerify(hash: string): EmailVerifyViewState {
    const [state, setState] = useState<EmailVerifyViewState>({ phase: "verifying", message: undefined });
    useEffect(() => {
      let live = true;
      port.verifyEmailByHash(hash).then(
        (answer) =>
          live &&
          setState({
            phase: answer.status === "success" ? "verified" : "failed",
            message: messageOf(answer),
          }),
        (error: unknown) => live && setState({ phase: "failed", message: failure(error) }),
      );
      return () => {
        live = false;
      };
    }, [hash]);
    return state;
  }

  return { useRegister, useCompleteRegistration, useForgotPassword, useResetPassword, useEmailVerify };
}

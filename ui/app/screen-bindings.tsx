import { createContext, useContext, type ReactNode } from "react";
import type { PermissionSession } from "../../core/permissions/session";
import type { ShellCustomPage, ShellEvent, ShellViewState } from "../layout/shell-state";
import type { ApiDocsViewState } from "../screens/api-docs/api-docs-view";
import type {
  CompleteRegistrationEvent,
  CompleteRegistrationViewState,
} from "../screens/complete-registration/complete-registration-view";
import type { DashboardViewState } from "../screens/dashboard/dashboard-view";
import type { EmailVerifyViewState } from "../screens/email-verify/email-verify-view";
import type {
  ForgotPasswordEvent,
  ForgotPasswordViewState,
} from "../screens/forgot-password/forgot-password-view";
import type { LoginEvent, LoginViewState } from "../screens/login/login-view";
import type { RegisterEvent, RegisterViewState } from "../screens/register/register-view";
import type {
  ResetPasswordEvent,
  ResetPasswordViewState,
} from "../screens/reset-password/reset-password-view";
import type { ProfileData } from "../screens/settings/settings-view";

/** A screen's view of its machine: what it shows and how it speaks to it. */
export interface Binding<State, Event> {
  readonly state: State;
  readonly send: (event: Event) => void;
}

/** Where the session stands, as the router needs it. */
export type SessionView =
  | { readonly status: "restoring" }
  | { readonly status: "signedOut" }
  | {
      readonly status: "signedIn";
      readonly permission: PermissionSession;
      readonly shell: ShellViewState;
      readonly profile: ProfileData | undefined;
      readonly pages: readonly ShellCustomPage[];
      readonly dateFormat: { readonly datePattern: string; readonly timePattern: string } | undefined;
    };

/**
 * The seam between views and machines. Each hook returns the state a screen shows and its `send`.
 * The composition root implements them with the real machines (useActorRef + useSelector); tests
 * and the design gallery implement them with fixtures. Hooks, so a screen's actor lives as long as
 * the screen does.
 */
export interface ScreenBindings {
  readonly useSession: () => Binding<SessionView, ShellEvent>;
  readonly useLogin: () => Binding<LoginViewState, LoginEvent>;
  readonly useRegister: () => Binding<RegisterViewState, RegisterEvent>;
  readonly useCompleteRegistration: (
    hash: string,
  ) => Binding<CompleteRegistrationViewState, CompleteRegistrationEvent>;
  readonly useForgotPassword: () => Binding<ForgotPasswordViewState, ForgotPasswordEvent>;
  readonly useResetPassword: (hash: string) => Binding<ResetPasswordViewState, ResetPasswordEvent>;
  readonly useEmailVerify: (hash: string) => EmailVerifyViewState;
  readonly useDashboard: () => DashboardViewState;
  readonly useApiDocs: () => ApiDocsViewState;
  /** The group's head-office company, for the greg-user check of the route guards. */
  readonly headOfficeCompany: string | number | null;
}

const BindingsContext = createContext<ScreenBindings | null>(null);

export function BindingsProvider({
  bindings,
  children,
}: {
  readonly bindings: ScreenBindings;
  readonly children: ReactNode;
}) {
  return <BindingsContext value={bindings}>{children}</BindingsContext>;
}

export function useBindings(): ScreenBindings {
  const bindings = useContext(BindingsContext);
  if (bindings === null) throw new Error("useBindings needs a <BindingsProvider> (see composition-root.tsx)");
  return bindings;
}

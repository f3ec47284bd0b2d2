import { createContext, useContext, type ReactNode } from "react";
import type { ApprovalRight } from "../../core/permissions/account-approval";
import type { PermissionSession } from "../../core/permissions/session";
import type { PendingAccountsPort } from "../../machines/staff/pending-accounts.machine";
import type { ShellCustomPage, ShellEvent, ShellViewState } from "../layout/shell-state";
import type { ApiDocsViewState } from "../features/shell/api-docs/api-docs-view";
import type { DashboardViewState } from "../features/shell/dashboard/dashboard-view";
import type { LoginEvent, LoginViewState } from "../features/auth/login/login-view";
import type { ProfileData } from "../features/account/settings/settings-view";
import type { FlowsPort } from "./flow-ports";

/** A screen's view of its machine: what it shows and how it speaks to it. */
export interface Binding<State, Event> {
  readonly state: State;
  readonly send: (event: Event) => void;
}

/** Where the session stands, as the router needs it. */
export type SessionView =
  | { readonly status: "restoring" }
  | { readonly status: "signedOut" }
  /** Signed in, but the user's role is none of the six: no route is open (spec 6: go to /). */
  | { readonly status: "noAccess" }
  | {
      readonly status: "signedIn";
      readonly permission: PermissionSession;
      /** Which self-registered accounts the user may approve (user/me's account_approval). */
      readonly approvalRight: ApprovalRight;
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
  /**
   * The public flows' ports. Their screens are lazy chunks that run their own machines
   * (ui/app/flows), so the login route does not load the registration and password machines.
   */
  readonly flows: FlowsPort;
  readonly useDashboard: () => DashboardViewState;
  readonly useApiDocs: () => ApiDocsViewState;
  /** The staff screen's approval list (GET staff/pending, POST …/approve | …/reject). */
  readonly staff: PendingAccountsPort;
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

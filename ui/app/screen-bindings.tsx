import { createContext, useContext, type ReactNode } from "react";
import type { ApprovalRight } from "../../core/permissions/account-approval";
import type { PermissionSession } from "../../core/permissions/session";
import type { PendingAccountsPort } from "../../machines/staff/pending-accounts.machine";
import type { TasksPorts } from "../../machines/tasks/tasks-ports";
import type { StaffDirectoryPort } from "../../machines/staff/staff-ports";
import type { StoreOperationsPort } from "../../machines/store-operations/store-operations-ports";
import type { ShellCustomPage, ShellEvent, ShellViewState } from "../layout/shell-state";
import type { LoginEvent, LoginViewState } from "../features/auth/login/login-view";
import type { ProfileData } from "../features/account/settings/settings-view";
import type { DashboardPort } from "./dashboard-data";
import type { CommercePorts } from "../../machines/commerce/commerce-ports";
import type { FeatureSwitches } from "../../core/permissions/route-entry";
import type { FlowsPort } from "../../machines/auth/public-flows-ports";
import { useView, type ViewStore } from "./view-store";

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
      /** The explicit every-store grant (user/me's all_stores): head office's ticket queue. */
      readonly everyStore?: boolean;
      readonly shell: ShellViewState;
      readonly profile: ProfileData | undefined;
      /** Grows at each change of store: the screens reload their data (spec 4, "Changing store"). */
      readonly storeVersion: number;
      readonly pages: readonly ShellCustomPage[];
      readonly dateFormat: { readonly datePattern: string; readonly timePattern: string } | undefined;
      /** The deployment's switches (GET auth/config); undefined until the answer is in. */
      readonly features: FeatureSwitches | undefined;
    };

/**
 * The seam between views and machines. Each hook returns the state a screen shows and its `send`.
 * The composition root implements them with the real machines (useActorRef + useSelector); tests
 * and the design gallery implement them with fixtures. Hooks, so a screen's actor lives as long as
 * the screen does.
 */
/** The login screen as the session sees it (the reset-by-email form is the screen's own flow). */
export type LoginSessionState = Omit<LoginViewState, "resetByEmail">;
export type LoginSignInEvent = Exclude<LoginEvent, { readonly type: "user.requestResetByEmail" }>;

/** The API page's document: where it is, and how to read it. */
export interface ApiDocsPort {
  readonly documentUrl: string;
  readonly load: () => Promise<unknown>;
}

/**
 * The seam between views and the outside world: stores (read with `useView`) and ports (plain
 * functions), never hooks, so every screen calls statically known hooks. The composition root fills
 * it with the real machines and adapters; tests and the design gallery with fixtures.
 */
export interface ScreenBindings {
  readonly session: ViewStore<Binding<SessionView, ShellEvent>>;
  readonly login: ViewStore<Binding<LoginSessionState, LoginSignInEvent>>;
  /**
   * The public flows' ports. Their screens are lazy chunks that run their own machines
   * (ui/app/flows), so the login route does not load the registration and password machines.
   */
  readonly flows: FlowsPort;
  /** The dashboard's widget data (posts, training material, "now"). */
  readonly dashboard: DashboardPort;
  readonly apiDocs: ApiDocsPort;
  /** The staff screen's approval list (GET staff/pending, POST …/approve | …/reject). */
  readonly staff: PendingAccountsPort;
  /**
   * The commerce screens' ports (orders, invoices, subscriptions, the dashboard's store figures),
   * loaded with the first screen that needs them. Returns the same promise every time (read with `use`).
   */
  readonly commerce: () => Promise<CommercePorts>;
  /** The tasks screen's ports, loaded with its first screen (the same promise on every call). */
  readonly tasks: () => Promise<TasksPorts>;
  /** The staff list of a store and deactivation (GET location-staff, POST disableUserAccess). */
  readonly staffDirectory: StaffDirectoryPort;
  /** Licences, maintenance, messages, head office's table; loaded with the first such screen. */
  readonly storeOperations: () => Promise<StoreOperationsPort>;
  /** The group's head-office company, for the greg-user check of the route guards. */
  readonly headOfficeCompany: string | number | null;
}

/** The session as the router and the shell see it. */
export function useSessionView(): Binding<SessionView, ShellEvent> {
  return useView(useBindings().session);
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

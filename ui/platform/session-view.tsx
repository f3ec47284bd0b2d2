import { createContext, useContext, type ReactNode } from "react";
import type { Temporal } from "temporal-polyfill";
import type { ApprovalRight } from "../../core/permissions/account-approval";
import type { FeatureSwitches } from "../../core/permissions/route-entry";
import type { CompanyRef, PermissionSession } from "../../core/permissions/session";
import type { ShellCustomPage, ShellEvent, ShellViewState } from "../layout/shell-state";
import { useView, type ViewStore } from "./view-store";

/*
 * The session as every screen sees it. It sits below the features (ui/platform), so an area reads
 * who is signed in, the store in view and the store version without importing the app: the app
 * (ui/app/screen-bindings.tsx) gives the store, tests give a fixed one.
 */

/** A screen's view of its machine: what it shows and how it speaks to it. */
export interface Binding<State, Event> {
  readonly state: State;
  readonly send: (event: Event) => void;
}

/** The fields of GET user/me the profile page shows (spec 3, "User"). */
export interface ProfileData {
  readonly f_name: string;
  readonly l_name: string;
  readonly company: string | null;
  readonly gender: number | null;
  readonly information: {
    readonly phone: string | null;
    readonly phone_country_code: number | null;
    readonly mobile: string | null;
    readonly mobile_country_code: number | null;
    readonly email: string | null;
  };
  readonly dob: Temporal.PlainDate | null;
  readonly hiring_date: Temporal.PlainDate | null;
  readonly health_certificate_begin_date: Temporal.PlainDate | null;
  readonly health_certificate_end_date: Temporal.PlainDate | null;
  readonly clothing_size: string | null;
  readonly consent: boolean;
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

/** Where the session view comes from: the app's bindings, or a test's. */
export interface SessionSource {
  readonly session: ViewStore<Binding<SessionView, ShellEvent>>;
  /** The group's head-office company, for the greg-user check of the route guards. */
  readonly headOfficeCompany: CompanyRef | null;
}

const SessionContext = createContext<SessionSource | null>(null);

/** `source` should keep its identity between renders (every reader re-renders when it changes). */
export function SessionViewProvider({
  source,
  children,
}: {
  readonly source: SessionSource;
  readonly children: ReactNode;
}) {
  return <SessionContext value={source}>{children}</SessionContext>;
}

function useSessionSource(): SessionSource {
  const source = useContext(SessionContext);
  if (source === null)
    throw new Error("The screens need a <SessionViewProvider> (ui/app/screen-bindings.tsx)");
  return source;
}

/** The session as the router, the shell and every screen see it. */
export function useSessionView(): Binding<SessionView, ShellEvent> {
  return useView(useSessionSource().session);
}

/** The group's head-office company (the route guards' greg-user check). */
export function useHeadOfficeCompany(): CompanyRef | null {
  return useSessionSource().headOfficeCompany;
}

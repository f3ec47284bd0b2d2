import { createContext, useContext, type ReactNode } from "react";
import type { LoginEvent, LoginViewState } from "../features/auth/login/login-view";
import { SessionViewProvider, type Binding, type SessionSource } from "../platform/session-view";
import type { ViewStore } from "../platform/view-store";

/** The login screen as the session sees it (the reset-by-email form is the screen's own flow). */
export type LoginSessionState = Omit<LoginViewState, "resetByEmail">;
export type LoginSignInEvent = Exclude<LoginEvent, { readonly type: "user.requestResetByEmail" }>;

/**
 * What the app's own routes take from the composition root beside every area's ports
 * (ui/platform/ports.tsx): the session, and the login screen's view of it. Stores (read with
 * `useView`), never hooks; tests give fixtures.
 */
export interface ScreenBindings extends SessionSource {
  readonly login: ViewStore<Binding<LoginSessionState, LoginSignInEvent>>;
}

const BindingsContext = createContext<ScreenBindings | null>(null);

/** The bindings for the app's routes, and the session for every screen below. */
export function BindingsProvider({
  bindings,
  children,
}: {
  readonly bindings: ScreenBindings;
  readonly children: ReactNode;
}) {
  return (
    <BindingsContext value={bindings}>
      <SessionViewProvider source={bindings}>{children}</SessionViewProvider>
    </BindingsContext>
  );
}

export function useBindings(): ScreenBindings {
  const bindings = useContext(BindingsContext);
  if (bindings === null) throw new Error("useBindings needs a <BindingsProvider> (see composition-root.tsx)");
  return bindings;
}

import { createContext, use, useContext, type ReactNode } from "react";
import type { AccountPorts } from "../../../machines/account/account-ports";

/*
 * The account screens' ports (machines/account/account-ports.ts), handed down by
 * <AccountPortsProvider>: the composition root fills them from adapters/account, loaded on first use
 * so the login route does not carry them.
 */

const AccountPortsContext = createContext<(() => Promise<AccountPorts>) | null>(null);

/** `load` must return the same promise on every call (read with React's `use`, which suspends). */
export function AccountPortsProvider({
  load,
  children,
}: {
  readonly load: () => Promise<AccountPorts>;
  readonly children: ReactNode;
}) {
  return <AccountPortsContext value={load}>{children}</AccountPortsContext>;
}

export function useAccountPorts(): AccountPorts {
  const load = useContext(AccountPortsContext);
  if (load === null)
    throw new Error("The account screens need an <AccountPortsProvider> (composition-root.tsx)");
  return use(load());
}

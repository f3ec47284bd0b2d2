import { createContext, use, useContext, type ReactNode } from "react";
import type { InformationPort } from "../../../machines/information/information-ports";

/*
 * The information screens' port (machines/information/information-ports.ts), handed down by
 * <InformationPortsProvider>: the composition root fills it from adapters/information, loaded on
 * first use so the login route does not carry it.
 */

const InformationPortsContext = createContext<(() => Promise<InformationPort>) | null>(null);

/** `load` must return the same promise on every call (the composition root memoises it). */
export function InformationPortsProvider({
  load,
  children,
}: {
  readonly load: () => Promise<InformationPort>;
  readonly children: ReactNode;
}) {
  return <InformationPortsContext value={load}>{children}</InformationPortsContext>;
}

/** The port; suspends the first time while its module loads. */
export function useInformationPort(): InformationPort {
  const load = useContext(InformationPortsContext);
  if (load === null)
    throw new Error("The information screens need an <InformationPortsProvider> (composition-root.tsx)");
  return use(load());
}

/** Whether a provider is there: the header's search box stays away where none is (layout tests). */
export function useHasInformationPort(): boolean {
  return useContext(InformationPortsContext) !== null;
}

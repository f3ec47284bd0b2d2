import { createContext, use, useContext, type ReactNode } from "react";
import type { EvaluationsPorts } from "../../../machines/evaluations/evaluations-ports";

/*
 * The evaluations screens' ports (machines/evaluations/evaluations-ports.ts), handed down by
 * <EvaluationsPortsProvider>: the composition root fills them from adapters/evaluations, loaded with
 * the first of its screens so the login route does not carry them.
 */

const EvaluationsPortsContext = createContext<(() => Promise<EvaluationsPorts>) | null>(null);

/** `load` must return the same promise on every call (React's `use` suspends on it). */
export function EvaluationsPortsProvider({
  load,
  children,
}: {
  readonly load: () => Promise<EvaluationsPorts>;
  readonly children: ReactNode;
}) {
  return <EvaluationsPortsContext value={load}>{children}</EvaluationsPortsContext>;
}

export function useEvaluationsPorts(): EvaluationsPorts {
  const load = useContext(EvaluationsPortsContext);
  if (load === null)
    throw new Error("The evaluations screens need an <EvaluationsPortsProvider> (composition-root.tsx)");
  return use(load());
}

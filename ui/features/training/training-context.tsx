import { createContext, use, useContext, type ReactNode } from "react";
import type { TrainingPorts } from "../../../machines/training/training-ports";

/*
 * The training screens' ports (machines/training/training-ports.ts), handed down by
 * <TrainingPortsProvider>: the composition root fills them from adapters/training, loaded with the
 * first training screen so the login route does not carry them.
 */

const TrainingPortsContext = createContext<(() => Promise<TrainingPorts>) | null>(null);

/** `load` must return the same promise on every call (React's `use` suspends on it). */
export function TrainingPortsProvider({
  load,
  children,
}: {
  readonly load: () => Promise<TrainingPorts>;
  readonly children: ReactNode;
}) {
  return <TrainingPortsContext value={load}>{children}</TrainingPortsContext>;
}

export function useTrainingPorts(): TrainingPorts {
  const load = useContext(TrainingPortsContext);
  if (load === null)
    throw new Error("The training screens need a <TrainingPortsProvider> (composition-root.tsx)");
  return use(load());
}

import { createContext, use, useContext, type ReactNode } from "react";
import type { CalendarPorts } from "../../../machines/calendar/calendar-ports";

/* The calendar screens' ports (machines/calendar/calendar-ports.ts), loaded on first use. */

const CalendarPortsContext = createContext<(() => Promise<CalendarPorts>) | null>(null);

/** `load` must return the same promise on every call (read with React's `use`, which suspends). */
export function CalendarPortsProvider({
  load,
  children,
}: {
  readonly load: () => Promise<CalendarPorts>;
  readonly children: ReactNode;
}) {
  return <CalendarPortsContext value={load}>{children}</CalendarPortsContext>;
}

export function useCalendarPorts(): CalendarPorts {
  const load = useContext(CalendarPortsContext);
  if (load === null)
    throw new Error("The calendar screens need a <CalendarPortsProvider> (composition-root.tsx)");
  return use(load());
}

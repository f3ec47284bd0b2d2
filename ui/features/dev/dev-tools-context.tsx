import { createContext, useCallback, useContext, useEffect, type ReactNode } from "react";
import { downloadTextFile, isReportShortcut, traceFileName } from "./download-trace";

/** One message the server would have sent (GET dev/outbox, demo mode only). */
export interface OutboxMessage {
  readonly id: number;
  readonly channel: "email" | "sms";
  readonly to: string;
  readonly subject: string | null;
  readonly body: string;
  readonly links: readonly string[];
  readonly c_stamp: string;
}

/** What the composition root gives the QA tools. */
export interface DevToolsPort {
  /** The demo outbox, newest first: the e-mails and SMS of registrations and resets. */
  readonly outbox: () => Promise<readonly OutboxMessage[]>;
  /** The tab's machine trace, redacted, as the text of a versioned JSON file. */
  readonly exportTrace: () => Promise<string>;
  /** Whether the server runs in demo mode (it answers `dev/outbox`): the QA pages show only then. */
  readonly demoMode: () => Promise<boolean>;
}

const DevToolsContext = createContext<DevToolsPort | null>(null);

/** Saves the trace as `franchise-portal-trace-<time>.json`. */
export async function reportProblem(port: DevToolsPort, now: Date = new Date()): Promise<void> {
  downloadTextFile(traceFileName(now), await port.exportTrace());
}

/**
 * Provides the QA tools to the app and listens for the "Report a problem" shortcut on every page,
 * signed in or not (a problem with the login is worth a trace too).
 */
export function DevToolsProvider({
  port,
  children,
}: {
  readonly port: DevToolsPort;
  readonly children: ReactNode;
}) {
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!isReportShortcut(event)) return;
      event.preventDefault();
      reportProblem(port).catch(() => undefined);
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [port]);
  return <DevToolsContext value={port}>{children}</DevToolsContext>;
}

export function useDevTools(): DevToolsPort | null {
  return useContext(DevToolsContext);
}

/** "Report a problem" for a menu item; undefined where no recorder is wired (tests, stories). */
export function useReportProblem(): (() => void) | undefined {
  const port = useDevTools();
  const report = useCallback(() => {
    if (port !== null) reportProblem(port).catch(() => undefined);
  }, [port]);
  return port === null ? undefined : report;
}

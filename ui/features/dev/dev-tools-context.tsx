import { createContext, useCallback, useContext, useEffect, useState, type ReactNode } from "react";
import { StatusMessage } from "../../components/status-message";
import * as css from "./dev.css";
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

/** The port, and what to do once a trace is saved (say so on screen). */
interface DevTools {
  readonly port: DevToolsPort;
  readonly onSaved: (file: string) => void;
}

const DevToolsContext = createContext<DevTools | null>(null);

/** How long the "trace saved" confirmation stays on screen. */
const SAVED_NOTICE_MS = 8000;

/** Saves the trace as `franchise-portal-trace-<time>.json`; resolves with the file's name. */
export async function reportProblem(port: DevToolsPort, now: Date = new Date()): Promise<string> {
  const file = traceFileName(now);
  downloadTextFile(file, await port.exportTrace());
  return file;
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
  // A download can happen without a visible sign (issue 20): the file's name is said on screen.
  const [saved, setSaved] = useState<string | undefined>(undefined);
  useEffect(() => {
    if (saved === undefined) return;
    const timer = window.setTimeout(() => setSaved(undefined), SAVED_NOTICE_MS);
    return () => window.clearTimeout(timer);
  }, [saved]);
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!isReportShortcut(event)) return;
      event.preventDefault();
      reportProblem(port).then(setSaved, () => undefined);
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [port]);
  return (
    <DevToolsContext value={{ port, onSaved: setSaved }}>
      {children}
      <div className={css.savedNotice}>
        <TraceSaved file={saved} />
      </div>
    </DevToolsContext>
  );
}

function TraceSaved({ file }: { readonly file: string | undefined }) {
  return (
    <StatusMessage
      message={
        file === undefined ? undefined : { key: "ui_dev_trace_saved", tone: "success", values: { file } }
      }
    />
  );
}

export function useDevTools(): DevToolsPort | null {
  return useContext(DevToolsContext)?.port ?? null;
}

/** "Report a problem" for a menu item; undefined where no recorder is wired (tests, stories). */
export function useReportProblem(): (() => void) | undefined {
  const tools = useContext(DevToolsContext);
  const report = useCallback(() => {
    if (tools !== null) reportProblem(tools.port).then(tools.onSaved, () => undefined);
  }, [tools]);
  return tools === null ? undefined : report;
}

import { portsKey } from "../../../core/areas/ports-key";
import type { DashboardPort } from "./dashboard/dashboard-data";

/** The API page's document: where it is, and how to read it. */
export interface ApiDocsPort {
  readonly documentUrl: string;
  readonly load: () => Promise<unknown>;
}

/**
 * The shell's own screens' ports. The composition root makes them at once (ui/app/root/
 * shell-screens-data.ts), not from a lazy adapter chunk: the dashboard is what a person waits for
 * after signing in, and one more chunk would stand between them.
 */
export interface ShellPorts {
  readonly dashboard: DashboardPort;
  readonly apiDocs: ApiDocsPort;
}

export const SHELL_PORTS = portsKey<ShellPorts>("shell");

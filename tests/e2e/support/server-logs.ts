import { resolve } from "node:path";

/** Where e2e-servers.ts writes each app server's log (one file per server, `app-<port>.log`). */
export const serverLogsDir = resolve("test-results/e2e-server-logs");

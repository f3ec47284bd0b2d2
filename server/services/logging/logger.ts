import { pino, type DestinationStream, type Logger } from "pino";
import type { LogLevel } from "../../config/app-config";

export type { Logger };

/**
 * The server's one logger (pino): one JSON object a line, with `time`, `level` and the fields each
 * caller gives. What goes in is chosen by the callers (the request log writes the route's pattern,
 * never the raw path or query, and no header but the request id), so no token, password, code, link,
 * e-mail or mobile reaches a line; `redact` is a second net for the header names that carry secrets
 * should an object with headers ever be logged.
 */
export function createLogger(level: LogLevel, destination?: DestinationStream): Logger {
  return pino(
    {
      level,
      base: null, // no pid and hostname on every line: the orchestrator adds where a line came from
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
      redact: {
        paths: ["headers.authorization", "headers.cookie", "*.headers.authorization", "*.headers.cookie"],
        censor: "[redacted]",
      },
    },
    destination ?? pino.destination({ fd: 1, sync: false }),
  );
}

import type { LogLevel } from "../../config/app-config";
import { createLogger, type Logger } from "./logger";

/**
 * The logger of `npm start`: JSON for a log system, or readable coloured lines on a developer's
 * terminal (pino-pretty, a development dependency: where it is not installed, JSON it is).
 */
export async function mainLogger(level: LogLevel, format: "json" | "pretty"): Promise<Logger> {
  if (format === "json") return createLogger(level);
  try {
    const { default: pretty } = await import("pino-pretty");
    return createLogger(level, pretty({ colorize: true, sync: true, translateTime: "HH:MM:ss.l" }));
  } catch {
    return createLogger(level);
  }
}

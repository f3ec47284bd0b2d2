import type { AppConfig } from "../config/app-config";
import type { Database } from "../db/database";
import type { FileStore } from "../files/services/file-store";
import type { AccessTokenIssuer } from "../auth/services/session/access-token";
import type { LiveSession } from "../auth/services/session/session-store";
import type { Readiness } from "../services/health/readiness";
import type { Logger } from "../services/logging/logger";
import type { Metrics } from "../services/metrics/metrics";
import type { Role } from "../../core/permissions/role";
import type { PermissionSession } from "../../core/permissions/session";

/** Everything the HTTP app needs from outside; main.ts and the tests build it. */
export interface AppDeps {
  readonly config: AppConfig;
  readonly db: Database;
  /** Where attachment bodies live (a directory or an S3 bucket; open-file-store.ts). */
  readonly fileStore: FileStore;
  readonly tokens: AccessTokenIssuer;
  /** The HS256 secret behind `tokens`; also signs the external-portal token. */
  readonly signingSecret: string;
  /** Built browser app (dist/web). */
  readonly webRoot: string;
  /** The clock: tests move it to expire tokens without waiting. */
  readonly now: () => Date;
  /**
   * Asks the background worker to resolve queued forgot-password requests now (they are also picked
   * up by polling). Called after the request's own work is done, never awaited.
   */
  readonly wakeResetRequests: () => void;
  /** Server-side log of unexpected errors; never sent to clients. */
  readonly logError: (message: string, error: unknown) => void;
  /** The structured log (one line per request; server/services/logging/logger.ts). */
  readonly logger: Logger;
  readonly metrics: Metrics;
  /** What GET /readyz answers (it turns to 503 when the instance stops). */
  readonly readiness: Readiness;
}

/** The signed-in caller, set by the session middleware. */
export interface AuthSession extends LiveSession {
  readonly role: Role;
  /** The shape core/permissions reads. */
  readonly permission: PermissionSession;
}

/** Hono's environment of every router: the variables middleware sets. */
export interface AppEnv {
  Variables: { session: AuthSession };
}

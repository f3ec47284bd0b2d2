import type { Hono } from "hono";
import type { BaseLoad } from "./schemas/base-wire";
import type { AppConfig } from "../config/app-config";
import type { AppDeps, AppEnv, AuthSession } from "./app-deps";
import type { UploadLimit } from "./upload-limits";
import type { SearchSource } from "../services/search/search-source";
import type { Database } from "../db/database";
import type { FileStore } from "../files/services/file-store";
import type { RecordRules } from "./record-rules";

/** The area fields of GET base (arrays and the average score); each is filled by the area that owns it, the rest stay empty. */
export type BaseShareKey =
  | "tickets"
  | "maintenance"
  | "tasks"
  | "license"
  | "staff"
  | "storeMenu"
  | "knowledgeBaseNotes"
  | "averageScore";
export type BaseShares = { readonly [K in BaseShareKey]?: (typeof BaseLoad.Type)[K] };

/** What an area's base-load share is computed from: the caller, the store in view and the language. */
export interface BaseLoadRequest {
  readonly session: AuthSession;
  /** The store named by `location_id`, else the user's first store (undefined: the user has none). */
  readonly storeId: number | undefined;
  readonly language: "en" | "gr";
}

/**
 * One server area (server/<area>/<area>.server-area.ts): its routes as one Hono router (paths relative
 * to the API base, guards declared once with `guardPaths`), and its share of GET base. createApp mounts
 * the list in server/server-areas.ts in order; adding an area is its folder plus one line there.
 */
export interface ServerArea {
  readonly id: string;
  readonly routes: (deps: AppDeps) => Hono<AppEnv>;
  /** Mounted only in demo mode (in production its paths do not exist: JSON 404). */
  readonly demoOnly?: true;
  readonly baseLoad?: (deps: AppDeps, request: BaseLoadRequest) => Promise<BaseShares>;
  /**
   * The area's upload paths (POST, multipart; relative to the API base) with each one's own limit.
   * Every other request body is held to the JSON limit (server/http/upload-limits.ts).
   */
  readonly uploads?: (config: AppConfig) => Readonly<Record<string, UploadLimit>>;
  /** The kinds of the area's rows the search finds, in the order their groups are shown. */
  readonly searchSources?: readonly SearchSource[];
  /**
   * The area's demo data (demo mode only, after the demo companies, stores and accounts): idempotent,
   * with fixed ids, so a restart keeps what was changed through the app. Run in the order of the list.
   */
  readonly demoSeed?: (db: Database, fileStore: FileStore, now: Date) => Promise<void>;
  /** Its routes whose 403 depends on the user's record beyond the role (the role matrix's rows). */
  readonly recordRules?: RecordRules;
}

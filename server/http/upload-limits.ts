import type { MessageKey } from "../../core/i18n/catalogue";
import type { AppConfig } from "../config/app-config";
import { API_BASE_PATH } from "../../core/constants/portal-constants";
import type { ServerArea } from "./server-area";

/** One upload path's own limit: the largest file it takes and the key of the 413 past it. */
export interface UploadLimit {
  readonly fileMaxBytes: number;
  readonly tooLargeKey: MessageKey;
}

/** Room for the multipart framing and headers around the one file part. */
export const MULTIPART_OVERHEAD_BYTES = 64 * 1024;

/**
 * Every upload path of the app (full path) with its own limit, from the areas' `uploads`: the one rule
 * the request body limit reads (middleware/json-body-limit.ts). A multipart route not named here gets
 * the JSON limit (1 MiB), which is how `user/avatar` and `posts/files/upload` refused their documented
 * 2 MB and 10 MB (issue #29 item 5); naming them in their area is the whole fix.
 */
export function uploadLimitTable(
  areas: readonly ServerArea[],
  config: AppConfig,
): ReadonlyMap<string, UploadLimit> {
  const table = new Map<string, UploadLimit>();
  for (const area of areas)
    for (const [path, limit] of Object.entries(area.uploads?.(config) ?? {}))
      table.set(`${API_BASE_PATH}${path}`, limit);
  return table;
}

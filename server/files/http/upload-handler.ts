import type { Context } from "hono";
import type { AppDeps, AppEnv } from "../../http/app-deps";
import { acceptUpload } from "../services/accept-upload";
import { readFilePart } from "./file-part";

/**
 * The handler of an upload route that keeps a pending file (POST v2/files, POST posts/files/upload):
 * the one file part, the pending-bytes quota, the checks by name and first bytes, then 201 with the
 * stored file. What differs between the routes (the per-user rate, the path's own size limit) stays
 * with the route and its area's upload declaration.
 */
export const fileUploadHandler = (deps: AppDeps) => async (c: Context<AppEnv>) =>
  c.json(
    await acceptUpload(deps.db, deps.fileStore, {
      quota: deps.config.uploadQuota,
      limits: deps.config.ticketLimits,
      ownerId: c.var.session.user.id,
      file: await readFilePart(c),
      now: deps.now(),
    }),
    201,
  );

import { Hono } from "hono";
import { FilesPage } from "../../../core/account/account-wire";
import { Invalid } from "../../domain-errors";
import type { AppDeps, AppEnv } from "../../http/app-deps";
import { describeRoute } from "../../http/openapi/route-doc";
import { queryParams } from "../../http/validate";
import { userFilesPage } from "../services/user-files";
import { PageQuery, readPage } from "./activity-routes";

/** /files: the files the caller may see, each with the tickets' signed download URL. */
export function fileListRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>();
  app.get(
    "/files",
    describeRoute({
      summary:
        "The files the caller may see: documents shared with their stores, role or everyone, and their stores' ticket attachments; newest first, keyset pages, signed download URLs (v2/files/{id})",
      tag: "account",
      auth: "bearer",
      success: { status: 200, schema: FilesPage },
      errors: [401, 403, 422],
    }),
    queryParams(PageQuery),
    async (c) => {
      const page = readPage(c.req.valid("query"));
      if (page === undefined) throw new Invalid("b2b_invalid_input");
      return c.json(
        await userFilesPage(deps.db, c.var.session, { ...page, secret: deps.signingSecret, now: deps.now() }),
      );
    },
  );
  return app;
}

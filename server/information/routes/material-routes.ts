import { storedFileResponse } from "../../files/http/stored-file-response";
import { Hono } from "hono";
import * as Schema from "effect/Schema";
import { InformationMaterialPage } from "../../../core/information/information-wire";
import { decodeListCursor, pageLimit } from "../../../core/information/list-cursor";
import { IdFromString } from "../../../core/schemas/ids";
import { Forbidden, Invalid } from "../../domain-errors";
import type { AppDeps, AppEnv } from "../../http/app-deps";
import { describeRoute } from "../../http/openapi/route-doc";
import { pathParams, queryParams } from "../../http/validate";
import { verifyInformationFileUrl, type InformationFileKind } from "../services/information-file-url";
import { listMaterial } from "../services/material-service";
import { informationFileOf } from "../services/information-files";
import { serverTiming } from "../../http/middleware/server-timing";

const MaterialQuery = Schema.Struct({
  id: Schema.optionalKey(IdFromString),
  cursor: Schema.optionalKey(Schema.String),
  limit: Schema.optionalKey(Schema.String),
});

/** Information material (spec 7: "GET information material, optionally by id") and its files. */
export function materialRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>();

  app.get(
    "/information_material",
    describeRoute({
      summary: "Information material with signed file URLs (keyset pages: cursor, limit; or one by id)",
      tag: "information",
      auth: "bearer",
      success: { status: 200, schema: InformationMaterialPage },
      errors: [401, 403, 404, 422],
    }),
    serverTiming(),
    queryParams(MaterialQuery),
    async (c) => {
      const query = c.req.valid("query");
      const after = query.cursor === undefined ? undefined : decodeListCursor(query.cursor);
      if (query.cursor !== undefined && after === undefined) throw new Invalid("b2b_invalid_input");
      return c.json(
        await listMaterial(
          deps.db,
          { id: query.id, after, limit: pageLimit(query.limit) },
          { secret: deps.signingSecret, now: deps.now() },
        ),
      );
    },
  );

  app.get(
    "/information_files/:kind/:id",
    describeRoute({
      summary: "A document's file through the signed URL of a list (exp, sig); shown inline",
      tag: "information",
      auth: "none",
      success: { status: 200, description: "The file's bytes" },
      errors: [403, 404],
    }),
    pathParams(Schema.Struct({ kind: Schema.Literals(["material", "report"]), id: IdFromString })),
    async (c) => {
      const { kind, id } = c.req.valid("param");
      const query = { exp: c.req.query("exp"), sig: c.req.query("sig") };
      if (!verifyInformationFileUrl(deps.signingSecret, kind as InformationFileKind, id, query, deps.now()))
        throw new Forbidden("b2b_forbidden");
      const file = await informationFileOf(deps.db, kind as InformationFileKind, id);
      // Inline, so the preview shows it; the name is kept for "save as".
      return storedFileResponse(c, deps.fileStore, file, { inline: true, maxAgeSeconds: 600 });
    },
  );

  return app;
}

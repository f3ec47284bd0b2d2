import { Hono } from "hono";
import { createMiddleware } from "hono/factory";
import { UploadedFile } from "../../../core/files/uploaded-file";
import * as Schema from "effect/Schema";
import { IdFromString } from "../../../core/schemas/ids";
import { sharedDocuments } from "../../account/tables/shared-documents";
import { CONFIRMED_TICKET_FILES } from "../services/tickets/ticket-files";
import { countUpload } from "../../files/services/upload-quota";
import { fileUploadHandler } from "../../files/http/upload-handler";
import type { AppDeps, AppEnv } from "../../http/app-deps";
import { signedFileResponse } from "../../files/http/signed-file-response";
import { pathParams } from "../../http/validate";
import { describeRoute } from "../../http/openapi/route-doc";
import { tooManyAttempts } from "../../http/too-many-attempts";

/** Attachments: the upload (multipart, one file) and the signed download. */
export function fileRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>();

  app.post(
    "/v2/files",
    describeRoute({
      summary: "Upload one attachment (multipart/form-data, part `file`); checked by its first bytes",
      tag: "tickets",
      auth: "bearer",
      success: { status: 201, schema: UploadedFile },
      errors: [400, 401, 403, 413, 422, 429],
    }),
    // Per-user upload rate, before the body is read (docs/decisions.md).
    createMiddleware<AppEnv>(async (c, next) => {
      const counted = await countUpload(deps.db, deps.config.uploadQuota, c.var.session.user.id, deps.now());
      if (!counted.allowed) return tooManyAttempts(c, counted.retryAfterSeconds, "b2b_too_many_uploads");
      await next();
    }),
    fileUploadHandler(deps),
  );

  app.get(
    "/v2/files/:file_id",
    describeRoute({
      summary: "Download an attachment through the signed URL of a ticket's detail (exp, sig)",
      tag: "tickets",
      auth: "none",
      success: { status: 200, description: "The file's bytes, as an attachment" },
      errors: [403, 404],
    }),
    pathParams(Schema.Struct({ file_id: IdFromString })),
    (c) =>
      signedFileResponse(c, deps, c.req.valid("param").file_id, {
        // A file a ticket shows (a confirmed relation) or head office shared on /files.
        heldBy: [CONFIRMED_TICKET_FILES, { fileColumn: sharedDocuments.fileId }],
        inline: () => false,
      }),
  );

  return app;
}

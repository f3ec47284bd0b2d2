import { Hono } from "hono";
import * as Schema from "effect/Schema";
import { UploadedFile } from "../../../core/files/uploaded-file";
import { IdFromString } from "../../../core/schemas/ids";
import type { AppDeps, AppEnv } from "../../http/app-deps";
import { signedFileResponse } from "../../files/http/signed-file-response";
import { describeRoute } from "../../http/openapi/route-doc";
import { pathParams } from "../../http/validate";
import { fileUploadHandler } from "../../files/http/upload-handler";
import { postFiles } from "../tables/post-files";
import { posts } from "../tables/posts";

/**
 * `posts/files/`: head office uploads a post's files and header image (the shared upload checks:
 * type by name and by first bytes, size, pending quota), and readers download them through the
 * signed URLs a post's answer carries. Only a file a post holds is served.
 */
export function postFileRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>();

  app.post(
    "/posts/files/upload",
    describeRoute({
      summary: "Upload a post's file or header image (multipart/form-data, part `file`; head office)",
      tag: "posts",
      auth: "bearer",
      success: { status: 201, schema: UploadedFile },
      errors: [400, 401, 403, 413, 422],
    }),
    fileUploadHandler(deps),
  );

  app.get(
    "/posts/files/:file_id",
    describeRoute({
      summary: "Download a post's file or header image through the signed URL of the post (exp, sig)",
      tag: "posts",
      auth: "none",
      success: { status: 200, description: "The file's bytes" },
      errors: [403, 404],
    }),
    pathParams(Schema.Struct({ file_id: IdFromString })),
    // A header image shows in the page; every other file downloads.
    (c) =>
      signedFileResponse(c, deps, c.req.valid("param").file_id, {
        heldBy: [{ fileColumn: postFiles.fileId }, { fileColumn: posts.headerImageId }],
        inline: (mime) => mime.startsWith("image/"),
      }),
  );

  return app;
}

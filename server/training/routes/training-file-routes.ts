import { Hono, type Context } from "hono";
import * as Schema from "effect/Schema";
import { IdFromString } from "../../../core/schemas/ids";
import {
  AttachedTrainingFile,
  NewTrainingFile,
  TrainingFile,
} from "../../../core/training/training-file-wire";
import type { AppDeps, AppEnv } from "../../http/app-deps";
import { describeRoute } from "../../http/openapi/route-doc";
import { jsonBody, pathParams } from "../../http/validate";
import { signedFileResponse } from "../../files/http/signed-file-response";
import { trainingFiles } from "../tables/training-files";
import {
  attachTrainingFile,
  listTrainingFiles,
  materialFiles,
  noteFiles,
  noteVideos,
  TRAINING_FILE_PATH,
  type FileReadContext,
} from "../services/training-files";

/** What shows in the page rather than downloads: images, videos and their captions. */
const showsInPage = (mime: string) =>
  mime.startsWith("image/") || mime.startsWith("video/") || mime === "text/vtt";

/**
 * The training area's files: /training-files' list (spec: `training/files`), a note's files and the
 * videos of /note-videos (spec 7: "notes files and videos"), head office's attach, and the signed
 * download every `url` of those answers points at.
 */
export function trainingFileRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>();
  const reader = (c: Context<AppEnv>): FileReadContext => ({
    db: deps.db,
    caller: {
      id: c.var.session.user.id,
      role: c.var.session.role,
      allStores: c.var.session.user.allStores,
    },
    secret: deps.signingSecret,
    now: deps.now(),
  });

  app.get(
    "/training/files",
    describeRoute({
      summary: "The training files meant for the caller's role and stores, newest first, with signed links",
      tag: "training",
      auth: "bearer",
      success: { status: 200, schema: Schema.Array(TrainingFile) },
      errors: [401, 403],
    }),
    async (c) => c.json(await listTrainingFiles(reader(c))),
  );

  app.post(
    "/training/files/attach",
    describeRoute({
      summary:
        "Head office puts an upload (POST v2/files) on a note or material, for chosen roles and stores",
      tag: "training",
      auth: "bearer",
      success: { status: 201, schema: AttachedTrainingFile },
      errors: [400, 401, 403, 422],
    }),
    jsonBody(NewTrainingFile),
    async (c) => {
      const { caller } = reader(c);
      return c.json({ id: await attachTrainingFile(deps.db, caller, c.req.valid("json"), deps.now()) }, 201);
    },
  );

  app.get(
    "/training_material/files",
    describeRoute({
      summary: "The files on training material meant for the caller, newest first, with signed links",
      tag: "training",
      auth: "bearer",
      success: { status: 200, schema: Schema.Array(TrainingFile) },
      errors: [401],
    }),
    async (c) => c.json(await materialFiles(reader(c))),
  );

  // Registered before notes/:id/files would matter: "videos" is not an id.
  app.get(
    "/notes/videos",
    describeRoute({
      summary: "The videos on training notes meant for the caller, newest first, with captions when given",
      tag: "training",
      auth: "bearer",
      success: { status: 200, schema: Schema.Array(TrainingFile) },
      errors: [401],
    }),
    async (c) => c.json(await noteVideos(reader(c))),
  );

  app.get(
    "/notes/:id/files",
    describeRoute({
      summary: "A training note's files and videos meant for the caller",
      tag: "training",
      auth: "bearer",
      success: { status: 200, schema: Schema.Array(TrainingFile) },
      errors: [401, 404],
    }),
    pathParams(Schema.Struct({ id: IdFromString })),
    async (c) => c.json(await noteFiles(reader(c), c.req.valid("param").id)),
  );

  app.get(
    `/${TRAINING_FILE_PATH}/:file_id`,
    describeRoute({
      summary: "Open a training file, a video or its captions through the signed URL of a list (exp, sig)",
      tag: "training",
      auth: "none",
      success: { status: 200, description: "The file's bytes" },
      errors: [403, 404],
    }),
    pathParams(Schema.Struct({ file_id: IdFromString })),
    async (c) =>
      signedFileResponse(c, deps, c.req.valid("param").file_id, {
        heldBy: [{ fileColumn: trainingFiles.fileId }, { fileColumn: trainingFiles.captionFileId }],
        inline: showsInPage,
      }),
  );

  return app;
}

import { fieldErrorsResponse } from "../../http/field-errors";
import { Hono, type Context } from "hono";
import * as Schema from "effect/Schema";
import { PostReach, PostReminded, PostSaved, PostWriteBody } from "../../../core/posts/posts-wire";
import { IdFromString } from "../../../core/schemas/ids";
import type { AppDeps, AppEnv } from "../../http/app-deps";
import { describeRoute } from "../../http/openapi/route-doc";
import { jsonBody, pathParams } from "../../http/validate";
import { visiblePost } from "../services/post-detail";
import { postReach, remindUnread } from "../services/post-reach";
import { postViewer } from "../services/post-reader";
import { bodyErrors, isBodyValid, savePost } from "../services/post-write";
import { idempotentWrite } from "../../services/idempotency/idempotent-write";
import { readIdempotencyKey } from "../../services/idempotency/run-idempotent";
import { IDEMPOTENCY_KEY_HEADER } from "../../../core/idempotency/idempotency-key";

const saveDoc = (summary: string, status: number) =>
  describeRoute({
    summary,
    tag: "posts",
    auth: "bearer",
    success: { status, schema: PostSaved },
    errors: [400, 401, 403, 404, 422],
  });

/** Head office's side: publish and edit, read reach per store, reminders by e-mail. */
export function postPublishRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>();

  /** Saves at most once per person and Idempotency-Key: a retry after a lost answer gets the same id. */
  const saveOnce = (c: Context<AppEnv>, route: string, postId: number | null, body: PostWriteBody) => {
    const userId = c.var.session.user.id;
    const now = deps.now();
    return idempotentWrite(
      deps.db,
      { userId, key: readIdempotencyKey(c.req.header(IDEMPOTENCY_KEY_HEADER)), route, input: body, now },
      (tx) => savePost(tx, { authorId: userId, postId, body, now }),
    );
  };

  app.post(
    "/posts_publish",
    saveDoc(
      "Publish a post (head office); optional Idempotency-Key: the same key and body publish once",
      201,
    ),
    jsonBody(PostWriteBody),
    async (c) => {
      const body = c.req.valid("json");
      if (!isBodyValid(body)) return fieldErrorsResponse(c, bodyErrors(body));
      const id = await saveOnce(c, "POST posts_publish", null, body);
      return c.json({ id }, 201);
    },
  );

  app.put(
    "/posts_publish/:id",
    saveDoc("Edit a post (head office); optional Idempotency-Key", 200),
    pathParams(Schema.Struct({ id: IdFromString })),
    jsonBody(PostWriteBody),
    async (c) => {
      const body = c.req.valid("json");
      if (!isBodyValid(body)) return fieldErrorsResponse(c, bodyErrors(body));
      const postId = c.req.valid("param").id;
      const id = await saveOnce(c, `PUT posts_publish/${postId}`, postId, body);
      return c.json({ id }, 200);
    },
  );

  app.get(
    "/posts/reach/:id",
    describeRoute({
      summary: "Read reach of a post per store: who has confirmed, who has not, the share (head office)",
      tag: "posts",
      auth: "bearer",
      success: { status: 200, schema: PostReach },
      errors: [401, 403, 404],
    }),
    pathParams(Schema.Struct({ id: IdFromString })),
    async (c) => {
      const viewer = await postViewer(deps.db, c.var.session);
      return c.json(
        await postReach(deps.db, await visiblePost(deps.db, viewer, c.req.valid("param").id, deps.now())),
      );
    },
  );

  app.post(
    "/posts/remind/:id",
    describeRoute({
      summary: "E-mails (through the outbox) everyone who has not yet confirmed a post (head office)",
      tag: "posts",
      auth: "bearer",
      success: { status: 202, schema: PostReminded },
      errors: [401, 403, 404],
    }),
    pathParams(Schema.Struct({ id: IdFromString })),
    async (c) => {
      const viewer = await postViewer(deps.db, c.var.session);
      const access = await visiblePost(deps.db, viewer, c.req.valid("param").id, deps.now());
      const reminded = await remindUnread(deps.db, access, {
        publicUrl: deps.config.publicUrl,
        now: deps.now(),
      });
      return c.json({ reminded }, 202);
    },
  );

  return app;
}

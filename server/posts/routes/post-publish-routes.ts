import { Hono, type Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import * as Schema from "effect/Schema";
import type { PostDraftErrors } from "../../../core/posts/post-draft";
import { PostReach, PostReminded, PostSaved, PostWriteBody } from "../../../core/posts/posts-wire";
import { IdFromString } from "../../../core/schemas/ids";
import type { AppDeps, AppEnv } from "../../http/app-deps";
import { describeRoute } from "../../http/openapi/route-doc";
import { jsonBody, pathParams } from "../../http/validate";
import { visiblePost } from "../services/post-detail";
import { postReach, remindUnread } from "../services/post-reach";
import { postViewer } from "../services/post-reader";
import { bodyErrors, isBodyValid, savePost } from "../services/post-write";

/** 422 `b2b_invalid_input` with the failed keys per field, as core's validatePostDraft gave them. */
function fieldErrors(c: Context, errors: PostDraftErrors): Response {
  const fields = Object.fromEntries(Object.entries(errors).filter(([, keys]) => keys.length > 0));
  return c.json({ status: "error", message: "b2b_invalid_input", fields }, 422 as ContentfulStatusCode);
}

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

  app.post(
    "/posts_publish",
    saveDoc("Publish a post (head office)", 201),
    jsonBody(PostWriteBody),
    async (c) => {
      const body = c.req.valid("json");
      if (!isBodyValid(body)) return fieldErrors(c, bodyErrors(body));
      const id = await savePost(deps.db, {
        authorId: c.var.session.user.id,
        postId: null,
        body,
        now: deps.now(),
      });
      return c.json({ id }, 201);
    },
  );

  app.put(
    "/posts_publish/:id",
    saveDoc("Edit a post (head office)", 200),
    pathParams(Schema.Struct({ id: IdFromString })),
    jsonBody(PostWriteBody),
    async (c) => {
      const body = c.req.valid("json");
      if (!isBodyValid(body)) return fieldErrors(c, bodyErrors(body));
      const id = await savePost(deps.db, {
        authorId: c.var.session.user.id,
        postId: c.req.valid("param").id,
        body,
        now: deps.now(),
      });
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

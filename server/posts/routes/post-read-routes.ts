import { Hono } from "hono";
import * as Schema from "effect/Schema";
import { parsePostListQuery } from "../../../core/posts/post-list-query";
import {
  PostCategory,
  PostCounter,
  PostCounterBody,
  PostDetail,
  PostListParams,
  PostPage,
} from "../../../core/posts/posts-wire";
import { IdFromString, parseId } from "../../../core/schemas/ids";
import { Forbidden, Malformed } from "../../domain-errors";
import type { AppDeps, AppEnv } from "../../http/app-deps";
import { serverTiming } from "../../http/middleware/server-timing";
import { describeRoute } from "../../http/openapi/route-doc";
import { jsonBody, pathParams, queryParams } from "../../http/validate";
import { listPostCategories } from "../services/post-categories";
import { acknowledgePost, countRead, postDetail } from "../services/post-detail";
import { listPosts, widgetPosts } from "../services/post-list";
import { postViewer } from "../services/post-reader";

/** Reading posts: the list (and the dashboard widget), one post, categories, the read counter, "I have read this". */
export function postReadRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>();

  app.get(
    "/posts",
    describeRoute({
      summary:
        "Posts meant for the reader in the store in view (location_id), featured first, newest; keyset pages (tab=active|archive|scheduled, category_id, q, cursor, limit); view=widget: the dashboard's 3 featured + 5 others",
      tag: "posts",
      auth: "bearer",
      success: { status: 200, schema: PostPage },
      errors: [400, 401, 403, 422],
    }),
    serverTiming(),
    queryParams(PostListParams),
    async (c) => {
      const raw = c.req.valid("query");
      const parsed = parsePostListQuery(raw);
      if (!parsed.ok) throw new Malformed(parsed.message);
      const storeId =
        raw.location_id === undefined || raw.location_id === "" ? null : parseId(raw.location_id);
      // A malformed store id is refused like a store outside the user's stores.
      if (storeId === null && raw.location_id !== undefined && raw.location_id !== "")
        throw new Forbidden("b2b_forbidden");
      const viewer = await postViewer(deps.db, c.var.session);
      const request = { viewer, storeId, now: deps.now(), secret: deps.signingSecret };
      return c.json(
        raw.view === "widget"
          ? await widgetPosts(deps.db, request)
          : await listPosts(deps.db, { ...request, query: parsed.query }),
      );
    },
  );

  app.get(
    "/post_categories",
    describeRoute({
      summary: "Post categories (spec 7: GET post categories)",
      tag: "posts",
      auth: "bearer",
      success: { status: 200, schema: Schema.Array(PostCategory) },
      errors: [401],
    }),
    async (c) => {
      const rows = await listPostCategories(deps.db);
      return c.json(rows.map((r) => ({ id: r.id, title: { gr: r.titleGr, en: r.titleEn } })));
    },
  );

  app.get(
    "/posts/:id",
    describeRoute({
      summary: "One post meant for the reader, with its files (signed URLs) and its read counter",
      tag: "posts",
      auth: "bearer",
      success: { status: 200, schema: PostDetail },
      errors: [401, 403, 404],
    }),
    serverTiming(),
    pathParams(Schema.Struct({ id: IdFromString })),
    async (c) => {
      const viewer = await postViewer(deps.db, c.var.session);
      return c.json(
        await postDetail(deps.db, viewer, c.req.valid("param").id, {
          now: deps.now(),
          secret: deps.signingSecret,
        }),
      );
    },
  );

  app.post(
    "/posts_counter",
    describeRoute({
      summary: "Counts the reader once for a post they opened; answers the post's reader count",
      tag: "posts",
      auth: "bearer",
      success: { status: 200, schema: PostCounter },
      errors: [401, 403, 404, 422],
    }),
    jsonBody(PostCounterBody),
    async (c) => {
      const postId = c.req.valid("json").post_id;
      const viewer = await postViewer(deps.db, c.var.session);
      return c.json({ post_id: postId, posts_counter: await countRead(deps.db, viewer, postId, deps.now()) });
    },
  );

  app.post(
    "/posts_acknowledge",
    describeRoute({
      summary: "“I have read this” on a post that asks for it (once; the first moment is kept)",
      tag: "posts",
      auth: "bearer",
      success: { status: 200, schema: PostCounter },
      errors: [401, 403, 404, 409, 422],
    }),
    jsonBody(PostCounterBody),
    async (c) => {
      const postId = c.req.valid("json").post_id;
      const viewer = await postViewer(deps.db, c.var.session);
      await acknowledgePost(deps.db, viewer, postId, deps.now());
      return c.json({ post_id: postId, posts_counter: await countRead(deps.db, viewer, postId, deps.now()) });
    },
  );

  return app;
}

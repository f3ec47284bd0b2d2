import { Hono } from "hono";
import { desc, eq } from "drizzle-orm";
import * as Schema from "effect/Schema";
import { IdFromString } from "../../../core/schemas/ids";
import { Post } from "../../../core/schemas/post";
import { posts } from "../tables/posts";
import { postWire } from "../services/dashboard-content-wire";
import { errorResponse } from "../../http/api-error";
import type { AppDeps, AppEnv } from "../../http/app-deps";
import { pathParams } from "../../http/validate";
import { describeRoute } from "../../http/openapi/route-doc";

/**
 * What the dashboard and its screens read: posts (all of them; core/rules' post-visibility picks the
 * active ones, the same rule for widget and list). Training lives in server/training.
 */
export function dashboardContentRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>();

  app.get(
    "/posts",
    describeRoute({
      summary: "Every post, newest first (the browser shows the active ones, spec section 4)",
      tag: "content",
      auth: "bearer",
      success: { status: 200, schema: Schema.Array(Post) },
      errors: [401, 403],
    }),
    async (c) => {
      const rows = await deps.db.select().from(posts).orderBy(desc(posts.cStamp), desc(posts.id));
      return c.json(rows.map(postWire));
    },
  );

  app.get(
    "/posts/:id",
    describeRoute({
      summary: "One post",
      tag: "content",
      auth: "bearer",
      success: { status: 200, schema: Post },
      errors: [401, 403, 404],
    }),
    pathParams(Schema.Struct({ id: IdFromString })),
    async (c) => {
      const { id } = c.req.valid("param");
      const [row] = await deps.db.select().from(posts).where(eq(posts.id, id));
      return row === undefined ? errorResponse(c, 404, "b2b_not_found") : c.json(postWire(row));
    },
  );

  return app;
}

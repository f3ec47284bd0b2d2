import { Hono } from "hono";
import * as Schema from "effect/Schema";
import { FaqDraft, FaqEntry, FaqPage, HelpfulVote } from "../../../core/information/information-wire";
import { decodeListCursor, pageLimit } from "../../../core/information/list-cursor";
import { IdFromString } from "../../../core/schemas/ids";
import { Invalid } from "../../domain-errors";
import type { AppDeps, AppEnv } from "../../http/app-deps";
import { describeRoute } from "../../http/openapi/route-doc";
import { jsonBody, pathParams, queryParams } from "../../http/validate";
import { createFaq, faqById, listFaq, voteOnFaq } from "../services/faq-service";
import { isInformationEditor, requireInformationEditor } from "../services/information-editors";
import { serverTiming } from "../../http/middleware/server-timing";

const PageQuery = Schema.Struct({
  cursor: Schema.optionalKey(Schema.String),
  limit: Schema.optionalKey(Schema.String),
});
const EntryPath = Schema.Struct({ id: IdFromString });

/** The FAQ (spec 7: "GET FAQ posts"): read by every role, written by holders of the editor grant. */
export function faqRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>();

  app.get(
    "/faq",
    describeRoute({
      summary: "FAQ entries (keyset pages: cursor, limit) and whether the caller may add entries",
      tag: "information",
      auth: "bearer",
      success: { status: 200, schema: FaqPage },
      errors: [401, 403, 422],
    }),
    serverTiming(),
    queryParams(PageQuery),
    async (c) => {
      const query = c.req.valid("query");
      const after = query.cursor === undefined ? undefined : decodeListCursor(query.cursor);
      if (query.cursor !== undefined && after === undefined) throw new Invalid("b2b_invalid_input");
      const page = await listFaq(deps.db, after, pageLimit(query.limit));
      return c.json({ ...page, can_edit: await isInformationEditor(deps.db, c.var.session.user.id) });
    },
  );

  app.get(
    "/faq/:id",
    describeRoute({
      summary: "One FAQ entry",
      tag: "information",
      auth: "bearer",
      success: { status: 200, schema: FaqEntry },
      errors: [401, 403, 404],
    }),
    pathParams(EntryPath),
    async (c) => c.json(await faqById(deps.db, c.req.valid("param").id)),
  );

  app.post(
    "/faq",
    describeRoute({
      summary: "Add a FAQ entry, Greek and English (editor grant; answers are sanitised HTML)",
      tag: "information",
      auth: "bearer",
      success: { status: 201, schema: FaqEntry },
      errors: [400, 401, 403, 422],
    }),
    jsonBody(FaqDraft),
    async (c) => {
      await requireInformationEditor(deps.db, c.var.session.user.id);
      return c.json(await createFaq(deps.db, c.var.session.user.id, c.req.valid("json"), deps.now()), 201);
    },
  );

  app.post(
    "/faq/:id/helpful",
    describeRoute({
      summary: "Answer “Was this helpful?” for an entry (one answer per person; a new one replaces it)",
      tag: "information",
      auth: "bearer",
      success: { status: 200, schema: FaqEntry },
      errors: [400, 401, 403, 404, 422],
    }),
    pathParams(EntryPath),
    jsonBody(HelpfulVote),
    async (c) =>
      c.json(
        await voteOnFaq(
          deps.db,
          c.req.valid("param").id,
          c.var.session.user.id,
          c.req.valid("json").helpful,
          deps.now(),
        ),
      ),
  );

  return app;
}

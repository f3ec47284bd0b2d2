import type { Schema } from "effect";
import { Hono } from "hono";
import { IDEMPOTENCY_KEY_HEADER } from "../../../core/idempotency/idempotency-key";
import type { AppDeps, AppEnv } from "../../http/app-deps";
import { describeRoute } from "../../http/openapi/route-doc";
import { jsonBody, queryParams, type SyncSchema } from "../../http/validate";
import { readIdempotencyKey } from "../../services/idempotency/run-idempotent";
import { requireLocation } from "../../services/stores/store-access";
import {
  createDatedRecord,
  type DatedRecordKind,
  getDatedRecord,
  listDatedRecords,
  updateDatedRecord,
} from "../services/dated-records";
import { locationParam, PageQuery, recordParam } from "./location-param";
import { serverTiming } from "../../http/middleware/server-timing";

/** What the OpenAPI document says of one kind's four routes. */
export interface DatedRecordDocs<InputSchema extends SyncSchema> {
  /** The list's path segment: `licenses`, `maintenance`. */
  readonly listPath: string;
  readonly schemas: { readonly one: Schema.Top; readonly page: Schema.Top; readonly input: InputSchema };
  readonly summaries: {
    readonly list: string;
    readonly one: string;
    readonly create: string;
    readonly update: string;
  };
}

const doc = (summary: string, status: 200 | 201, schema: Schema.Top, errors: number[]) =>
  describeRoute({ summary, tag: "store-operations", auth: "bearer", success: { status, schema }, errors });

/**
 * The four routes of a kind of dated store record (spec 3 and 7): its keyset list, one record with
 * signed links to its files, a new one and a renewal or new service (both with an optional
 * Idempotency-Key). Every route checks the caller's grant on the store first.
 */
export function datedRecordRoutes<
  Row extends { readonly id: number },
  Wire,
  InputSchema extends SyncSchema,
  Values,
>(
  deps: AppDeps,
  kind: DatedRecordKind<Row, Wire, InputSchema["Type"], Values>,
  docs: DatedRecordDocs<InputSchema>,
) {
  const app = new Hono<AppEnv>();
  const context = () => ({ secret: deps.signingSecret, now: deps.now() });
  const one = `/${kind.kind}/:location_id`;

  app.get(
    `/${docs.listPath}/:location_id`,
    doc(docs.summaries.list, 200, docs.schemas.page, [400, 401, 403, 422]),
    serverTiming(),
    locationParam(),
    queryParams(PageQuery),
    async (c) => {
      const { location_id } = c.req.valid("param");
      await requireLocation(deps.db, c.var.session.user, location_id);
      return c.json(
        await listDatedRecords(deps.db, kind, location_id, c.req.valid("query").cursor, context()),
      );
    },
  );

  app.get(
    `${one}/:id`,
    doc(docs.summaries.one, 200, docs.schemas.one, [401, 403, 404]),
    recordParam(),
    async (c) => {
      const { location_id, id } = c.req.valid("param");
      await requireLocation(deps.db, c.var.session.user, location_id);
      return c.json(await getDatedRecord(deps.db, kind, location_id, id, context()));
    },
  );

  const writeContext = (userId: number, key: string | undefined) => ({
    ...context(),
    userId,
    key: readIdempotencyKey(key),
  });

  app.post(
    one,
    doc(docs.summaries.create, 201, docs.schemas.one, [400, 401, 403, 409, 422]),
    locationParam(),
    jsonBody(docs.schemas.input),
    async (c) => {
      const { location_id } = c.req.valid("param");
      await requireLocation(deps.db, c.var.session.user, location_id);
      const input = c.req.valid("json");
      const record = await createDatedRecord(deps.db, kind, location_id, input, {
        ...writeContext(c.var.session.user.id, c.req.header(IDEMPOTENCY_KEY_HEADER)),
      });
      return c.json(record, 201);
    },
  );

  app.put(
    `${one}/:id`,
    doc(docs.summaries.update, 200, docs.schemas.one, [400, 401, 403, 404, 409, 422]),
    recordParam(),
    jsonBody(docs.schemas.input),
    async (c) => {
      const { location_id, id } = c.req.valid("param");
      await requireLocation(deps.db, c.var.session.user, location_id);
      const input = c.req.valid("json");
      const record = await updateDatedRecord(
        deps.db,
        kind,
        location_id,
        id,
        input,
        writeContext(c.var.session.user.id, c.req.header(IDEMPOTENCY_KEY_HEADER)),
      );
      return c.json(record);
    },
  );

  return app;
}

import { signedFileResponse } from "../../files/http/signed-file-response";
import { Hono } from "hono";
import * as Schema from "effect/Schema";
import { IdFromString, isId } from "../../../core/schemas/ids";
import {
  CalendarLink,
  StockCountInput,
  StockCounts,
  StoreMenu,
  StoreMessages,
} from "../../../core/store-operations/store-operations-wire";
import { Forbidden } from "../../domain-errors";
import type { AppDeps, AppEnv } from "../../http/app-deps";
import { describeRoute } from "../../http/openapi/route-doc";
import { jsonBody, pathParams } from "../../http/validate";
import { canSeeLocation, requireLocation } from "../../services/stores/store-access";
import {
  calendarFeedUrl,
  feedOwner,
  renewFeedLinks,
  storeCalendar,
  verifyCalendarSignature,
} from "../services/calendar-feed";
import { licenseFiles } from "../tables/licenses";
import { maintenanceFiles } from "../tables/maintenance-records";
import { recordStockCount, stockCountHistory, storeMenu } from "../services/store-menu";
import { readIdempotencyKey } from "../../services/idempotency/run-idempotent";
import { IDEMPOTENCY_KEY_HEADER } from "../../../core/idempotency/idempotency-key";
import { storeMessages } from "../services/store-messages";
import { locationParam } from "./location-param";

/** A store's messages, store menu and stock counts, its calendar feed and the files of its records. */
export function storeRecordsRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>();

  app.get(
    "/messages/:location_id",
    describeRoute({
      summary: "/messages: the reminders the portal sent to the store's people, newest first",
      tag: "store-operations",
      auth: "bearer",
      success: { status: 200, schema: StoreMessages },
      errors: [401, 403],
    }),
    locationParam(),
    async (c) => {
      const { location_id } = c.req.valid("param");
      await requireLocation(deps.db, c.var.session.user, location_id);
      return c.json(await storeMessages(deps.db, location_id));
    },
  );

  app.get(
    "/store-menu/:location_id",
    describeRoute({
      summary: "The store menu with stock: products with physicalStock, stockDifference, edited (spec 3)",
      tag: "store-operations",
      auth: "bearer",
      success: { status: 200, schema: StoreMenu },
      errors: [401, 403],
    }),
    locationParam(),
    async (c) => {
      const { location_id } = c.req.valid("param");
      await requireLocation(deps.db, c.var.session.user, location_id);
      return c.json(await storeMenu(deps.db, location_id));
    },
  );

  app.post(
    "/consignmentNoteProducts/:location_id",
    describeRoute({
      summary:
        "Record a stock count of the store's products (kept once per Idempotency-Key); answers the store menu as it now stands",
      tag: "store-operations",
      auth: "bearer",
      success: { status: 200, schema: StoreMenu },
      errors: [400, 401, 403, 422],
    }),
    locationParam(),
    jsonBody(StockCountInput),
    async (c) => {
      const { location_id } = c.req.valid("param");
      await requireLocation(deps.db, c.var.session.user, location_id);
      await recordStockCount(deps.db, {
        storeId: location_id,
        userId: c.var.session.user.id,
        counts: c.req.valid("json").counts,
        key: readIdempotencyKey(c.req.header(IDEMPOTENCY_KEY_HEADER)),
        now: deps.now(),
      });
      return c.json(await storeMenu(deps.db, location_id));
    },
  );

  app.get(
    "/stock-counts/:location_id",
    describeRoute({
      summary:
        "The store's latest stock counts, newest first: who counted, when, and each product's difference",
      tag: "store-operations",
      auth: "bearer",
      success: { status: 200, schema: StockCounts },
      errors: [401, 403],
    }),
    locationParam(),
    async (c) => {
      const { location_id } = c.req.valid("param");
      await requireLocation(deps.db, c.var.session.user, location_id);
      return c.json(await stockCountHistory(deps.db, location_id));
    },
  );

  app.get(
    "/store-calendar-link/:location_id",
    describeRoute({
      summary: "The signed URL of the store's iCalendar feed of licence expiries and next services",
      tag: "store-operations",
      auth: "bearer",
      success: { status: 200, schema: CalendarLink },
      errors: [401, 403],
    }),
    locationParam(),
    async (c) => {
      const { location_id } = c.req.valid("param");
      const { user } = c.var.session;
      await requireLocation(deps.db, user, location_id);
      const owner = await feedOwner(deps.db, user.id);
      if (owner === undefined) throw new Forbidden("b2b_forbidden");
      return c.json({ url: calendarFeedUrl(deps.signingSecret, owner, location_id) });
    },
  );

  app.post(
    "/calendar-feed/renew",
    describeRoute({
      summary: "Make a new calendar feed link: every feed link the caller was given before stops at once",
      tag: "store-operations",
      auth: "bearer",
      success: { status: 200, schema: Schema.Struct({ renewed: Schema.Literal(true) }) },
      errors: [401],
    }),
    async (c) => {
      await renewFeedLinks(deps.db, c.var.session.user.id);
      return c.json({ renewed: true as const });
    },
  );

  app.get(
    "/store-calendar/:location_id",
    describeRoute({
      summary: "The store's iCalendar feed (text/calendar), through the signed URL of store-calendar-link",
      tag: "store-operations",
      auth: "none",
      success: { status: 200, description: "An iCalendar document" },
      errors: [403],
    }),
    pathParams(Schema.Struct({ location_id: IdFromString }), { status: 403, key: "b2b_forbidden" }),
    async (c) => {
      const { location_id } = c.req.valid("param");
      // The person the link was given to: still active, on the same generation of links, and still
      // working in the store (or holding the every-store grant). Any other case is the same 403.
      const userId = Number(c.req.query("u"));
      const owner = isId(userId) ? await feedOwner(deps.db, userId) : undefined;
      if (
        owner === undefined ||
        !verifyCalendarSignature(deps.signingSecret, owner, location_id, c.req.query("sig")) ||
        !(await canSeeLocation(deps.db, { id: owner.userId, allStores: owner.allStores }, location_id))
      )
        throw new Forbidden("b2b_forbidden");
      const body = await storeCalendar(deps.db, location_id, deps.config.publicUrl);
      return new Response(body, {
        status: 200,
        headers: {
          "Content-Type": "text/calendar; charset=utf-8",
          "Content-Disposition": `attachment; filename="store-${location_id}.ics"`,
          "Cache-Control": "private, max-age=900",
        },
      });
    },
  );

  app.get(
    "/store-files/:file_id",
    describeRoute({
      summary: "Download a licence's or maintenance record's file through its signed URL (exp, sig)",
      tag: "store-operations",
      auth: "none",
      success: { status: 200, description: "The file's bytes, as an attachment" },
      errors: [403, 404],
    }),
    pathParams(Schema.Struct({ file_id: IdFromString })),
    async (c) => {
      return signedFileResponse(c, deps, c.req.valid("param").file_id, {
        heldBy: [{ fileColumn: licenseFiles.fileId }, { fileColumn: maintenanceFiles.fileId }],
        inline: () => false,
      });
    },
  );

  return app;
}

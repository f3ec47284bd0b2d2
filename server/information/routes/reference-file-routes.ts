import { Hono } from "hono";
import * as Schema from "effect/Schema";
import {
  Contractor,
  CoverageProduct,
  LocationException,
  Report,
} from "../../../core/information/information-wire";
import { IdFromString } from "../../../core/schemas/ids";
import { Forbidden } from "../../domain-errors";
import type { AppDeps, AppEnv } from "../../http/app-deps";
import { describeRoute } from "../../http/openapi/route-doc";
import { pathParams } from "../../http/validate";
import { canSeeLocation } from "../../services/stores/store-access";
import {
  exceptionsOf,
  listContractors,
  listCoverageProducts,
  listReports,
} from "../services/reference-files-service";

/**
 * The files behind the small screens (spec 7): the contractors file, the immediate coverage products
 * file, the location exceptions file by location, and the report library (`sharepoint`).
 */
export function referenceFileRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>();

  app.get(
    "/contractors_file",
    describeRoute({
      summary: "The contractors file (/allclients)",
      tag: "information",
      auth: "bearer",
      success: { status: 200, schema: Schema.Array(Contractor) },
      errors: [401],
    }),
    async (c) => c.json(await listContractors(deps.db)),
  );

  app.get(
    "/immediate_coverage_products",
    describeRoute({
      summary: "The immediate coverage products file (/allproductsandservices)",
      tag: "information",
      auth: "bearer",
      success: { status: 200, schema: Schema.Array(CoverageProduct) },
      errors: [401],
    }),
    async (c) => c.json(await listCoverageProducts(deps.db)),
  );

  app.get(
    "/location_exceptions/:location_id",
    describeRoute({
      summary: "The location exceptions file of one store the caller may see",
      tag: "information",
      auth: "bearer",
      success: { status: 200, schema: Schema.Array(LocationException) },
      errors: [401, 403],
    }),
    pathParams(Schema.Struct({ location_id: IdFromString }), { status: 403, key: "b2b_forbidden" }),
    async (c) => {
      const { location_id: locationId } = c.req.valid("param");
      if (!(await canSeeLocation(deps.db, c.var.session.user, locationId)))
        throw new Forbidden("b2b_forbidden");
      return c.json(await exceptionsOf(deps.db, locationId));
    },
  );

  app.get(
    "/sharepoint",
    describeRoute({
      summary: "The report library (/targit-reports), each report with a signed file URL",
      tag: "information",
      auth: "bearer",
      success: { status: 200, schema: Schema.Array(Report) },
      errors: [401, 403],
    }),
    async (c) => c.json(await listReports(deps.db, { secret: deps.signingSecret, now: deps.now() })),
  );

  return app;
}

import { Hono } from "hono";
import { asc, desc } from "drizzle-orm";
import * as Schema from "effect/Schema";
import { Training, TrainingMaterial } from "../../../core/schemas/training";
import { trainingMaterials, trainings } from "../tables/trainings";
import { trainingMaterialWire, trainingWire } from "../services/dashboard-content-wire";
import type { AppDeps, AppEnv } from "../../http/app-deps";
import { describeRoute } from "../../http/openapi/route-doc";

/** What the dashboard and its screens read of training: training material and trainings (posts: server/posts). */
export function dashboardContentRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>();

  app.get(
    "/training_material",
    describeRoute({
      summary: "Training material, newest first",
      tag: "training",
      auth: "bearer",
      success: { status: 200, schema: Schema.Array(TrainingMaterial) },
      errors: [401],
    }),
    async (c) => {
      const rows = await deps.db
        .select()
        .from(trainingMaterials)
        .orderBy(desc(trainingMaterials.cStamp), desc(trainingMaterials.id));
      return c.json(rows.map(trainingMaterialWire));
    },
  );

  app.get(
    "/training",
    describeRoute({
      summary: "Trainings by start date (current, upcoming, exam flag for the pending-exam warning)",
      tag: "training",
      auth: "bearer",
      success: { status: 200, schema: Schema.Array(Training) },
      errors: [401],
    }),
    async (c) => {
      const rows = await deps.db
        .select()
        .from(trainings)
        .orderBy(asc(trainings.startDate), asc(trainings.id));
      return c.json(rows.map(trainingWire));
    },
  );

  return app;
}

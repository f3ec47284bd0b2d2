import { boolean, date, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/** Scheduled or started trainings (spec section 3, Training); `exam` marks an exam training. */
export const trainings = pgTable("trainings", {
  id: integer().primaryKey().generatedByDefaultAsIdentity(),
  title: text().notNull(),
  startDate: date("start_date", { mode: "string" }).notNull(),
  endDate: date("end_date", { mode: "string" }).notNull(),
  status: text({ enum: ["started", "scheduled"] }).notNull(),
  exam: boolean().notNull().default(false),
});

/** Training material of the dashboard widget and /training_material. */
export const trainingMaterials = pgTable("training_materials", {
  id: integer().primaryKey().generatedByDefaultAsIdentity(),
  title: text().notNull(),
  cStamp: timestamp("c_stamp", { withTimezone: true }).notNull().defaultNow(),
});

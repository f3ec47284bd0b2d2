import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  date,
} from "drizzle-orm/pg-core";
import { users } from "../../db/schema/users";
import { searchFoldSql } from "../../services/search/search-fold-sql";
import type { Role } from "../../../core/permissions/role";
import { searchIndex } from "../../services/search/search-index";

const EVERY_ROLE: Role[] = ["azureUser", "greg-user", "user", "trainee", "franchisee", "store_manager"];

/**
 * Scheduled or started trainings (spec section 3, Training); `exam` marks an exam training, whose
 * questions are in exam_questions. `roles` says who it is for (head office picks them explicitly).
 */
export const trainings = pgTable(
  "trainings",
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    title: text().notNull(),
    description: text().notNull().default(""),
    startDate: date("start_date", { mode: "string" }).notNull(),
    endDate: date("end_date", { mode: "string" }).notNull(),
    status: text({ enum: ["started", "scheduled"] }).notNull(),
    exam: boolean().notNull().default(false),
    /** Percent that passes the exam. */
    passMark: smallint("pass_mark").notNull().default(70),
    timeLimitMinutes: smallint("time_limit_minutes"),
    roles: jsonb().$type<Role[]>().notNull().default(EVERY_ROLE),
    createdBy: integer("created_by").references(() => users.id, { onDelete: "set null" }),
    /** Title and description folded for the search (server/services/search/search-fold-sql.ts). */
    searchText: text("search_text").generatedAlwaysAs(searchFoldSql("title", "description")),
  },
  (t) => [searchIndex("trainings", t.searchText)],
);

/**
 * Training material of the dashboard widget and /training_material. `body` is its text (issue #33
 * item 3: every item opens its content); its files and videos are training_files with material_id.
 */
export const trainingMaterials = pgTable(
  "training_materials",
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    title: text().notNull(),
    body: text().notNull().default(""),
    cStamp: timestamp("c_stamp", { withTimezone: true }).notNull().defaultNow(),
    /** Title and text folded for the search. */
    searchText: text("search_text").generatedAlwaysAs(searchFoldSql("title", "body")),
  },
  (t) => [searchIndex("training_materials", t.searchText)],
);

/** The questions of an exam training, in `position` order; `correct` never leaves the server. */
export const examQuestions = pgTable(
  "exam_questions",
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    trainingId: integer("training_id")
      .notNull()
      .references(() => trainings.id, { onDelete: "cascade" }),
    position: smallint().notNull(),
    text: text().notNull(),
    choices: jsonb().$type<string[]>().notNull(),
    correct: jsonb().$type<number[]>().notNull(),
    multiple: boolean().notNull().default(false),
  },
  (t) => [index("exam_questions_training_idx").on(t.trainingId, t.position)],
);

import { date, index, integer, jsonb, pgTable, primaryKey, real, text, timestamp } from "drizzle-orm/pg-core";
import { searchFoldSql } from "../../services/search/search-fold-sql";
import type { TemplateSection } from "../../../core/evaluations/checklist-rules";
import { stores } from "../../db/schema/stores";
import { users } from "../../db/schema/users";
import { files } from "../../files/tables/files";
import { searchIndex } from "../../services/search/search-index";

/** What a report keeps of each answer: the form's answer, whether it failed, the task it made. */
export interface StoredAnswer {
  readonly question_id: string;
  readonly value: string;
  readonly note: string;
  readonly failed: boolean;
  readonly task_id: number | null;
}

/**
 * A checklist template written by head office: sections of questions (yes/no/NA, score, number,
 * text) with weights, "photo required" and "failed item creates a task". Templates are never edited
 * in place (a report keeps a copy of the questions it was filled with), so old reports stay readable.
 */
export const checklistTemplates = pgTable(
  "checklist_templates",
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    title: text().notNull(),
    sections: jsonb().$type<TemplateSection[]>().notNull(),
    createdBy: integer("created_by").references(() => users.id, { onDelete: "set null" }),
    cStamp: timestamp("c_stamp", { withTimezone: true }).notNull(),
    /** The title folded for the search. */
    searchText: text("search_text").generatedAlwaysAs(searchFoldSql("title")),
  },
  (t) => [searchIndex("checklist_templates", t.searchText)],
);

/**
 * One filled checklist of a store: spec 3's evaluation (`date`) and evaluation report (`eval_date`,
 * `confirmed_stamp`), with the questions as filled, the answers and the score the weights gave.
 */
export const evaluationReports = pgTable(
  "evaluation_reports",
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    locationId: integer("location_id")
      .notNull()
      .references(() => stores.id, { onDelete: "cascade" }),
    templateId: integer("template_id")
      .notNull()
      .references(() => checklistTemplates.id, { onDelete: "cascade" }),
    title: text().notNull(),
    evalDate: date("eval_date", { mode: "string" }).notNull(),
    score: real(),
    sections: jsonb().$type<TemplateSection[]>().notNull(),
    answers: jsonb().$type<StoredAnswer[]>().notNull(),
    submittedBy: integer("submitted_by").references(() => users.id, { onDelete: "set null" }),
    confirmedStamp: timestamp("confirmed_stamp", { withTimezone: true }),
    confirmedBy: integer("confirmed_by").references(() => users.id, { onDelete: "set null" }),
    cStamp: timestamp("c_stamp", { withTimezone: true }).notNull(),
    /** The title folded for the search. */
    searchText: text("search_text").generatedAlwaysAs(searchFoldSql("title")),
  },
  (t) => [
    searchIndex("evaluation_reports", t.searchText),
    // Every list (evaluations, reports, the chart) is a keyset scan of a store's newest first.
    index("evaluation_reports_location_id_idx").on(t.locationId, t.id.desc()),
    // The previous audit with the same checklist.
    index("evaluation_reports_location_template_idx").on(t.locationId, t.templateId, t.id.desc()),
  ],
);

/** The photos of a report's answers (uploaded through POST v2/files, then attached by the submit). */
export const evaluationReportFiles = pgTable(
  "evaluation_report_files",
  {
    reportId: integer("report_id")
      .notNull()
      .references(() => evaluationReports.id, { onDelete: "cascade" }),
    questionId: text("question_id").notNull(),
    fileId: integer("file_id")
      .notNull()
      .references(() => files.id, { onDelete: "cascade" }),
  },
  (t) => [
    primaryKey({ columns: [t.reportId, t.fileId] }),
    index("evaluation_report_files_file_idx").on(t.fileId),
  ],
);

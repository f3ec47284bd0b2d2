import { desc, eq, max } from "drizzle-orm";
import { validateTemplate } from "../../../core/evaluations/checklist-rules";
import type {
  ChecklistForm,
  ChecklistSummary,
  TemplatePayload,
} from "../../../core/evaluations/evaluations-wire";
import type { Database } from "../../db/database";
import { Forbidden, Invalid, NotFound } from "../../domain-errors";
import { checklistTemplates, evaluationReports } from "../tables/evaluations";
import type { EvaluationCaller } from "./evaluation-caller";

/** POST evaluations/templates: head office only (403), core's template rules (422 with the first key). */
export async function createTemplate(
  db: Database,
  caller: EvaluationCaller,
  payload: TemplatePayload,
  now: Date,
): Promise<{ id: number }> {
  if (!caller.mayAuthor) throw new Forbidden("b2b_forbidden");
  const [error] = validateTemplate(payload);
  if (error !== undefined) throw new Invalid(error.key);
  const sections = payload.sections.map((section) => ({
    title: section.title.trim(),
    questions: section.questions.map((q) => ({
      ...q,
      text: q.text.trim(),
      max: q.kind === "score" ? q.max : 1,
    })),
  }));
  const [row] = await db
    .insert(checklistTemplates)
    .values({ title: payload.title.trim(), sections, createdBy: caller.id, cStamp: now })
    .returning({ id: checklistTemplates.id });
  if (row === undefined) throw new Error("template insert returned no row");
  return { id: row.id };
}

/** GET checklists?location_id=: every template, newest first, with the store's last audit date. */
export async function listChecklists(db: Database, locationId: number): Promise<ChecklistSummary[]> {
  const last = db
    .select({
      templateId: evaluationReports.templateId,
      lastDate: max(evaluationReports.evalDate).as("last_date"),
    })
    .from(evaluationReports)
    .where(eq(evaluationReports.locationId, locationId))
    .groupBy(evaluationReports.templateId)
    .as("last");
  const rows = await db
    .select({
      id: checklistTemplates.id,
      title: checklistTemplates.title,
      sections: checklistTemplates.sections,
      lastDate: last.lastDate,
    })
    .from(checklistTemplates)
    .leftJoin(last, eq(last.templateId, checklistTemplates.id))
    .orderBy(desc(checklistTemplates.id));
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    questions: row.sections.reduce((n, s) => n + s.questions.length, 0),
    last_eval_date: row.lastDate ?? null,
  })) as unknown as ChecklistSummary[];
}

/** GET checklists/{id} (spec's `form`): the template to fill; 404 when there is none. */
export async function readChecklistForm(db: Database, templateId: number): Promise<ChecklistForm> {
  const [row] = await db
    .select({
      id: checklistTemplates.id,
      title: checklistTemplates.title,
      sections: checklistTemplates.sections,
    })
    .from(checklistTemplates)
    .where(eq(checklistTemplates.id, templateId))
    .limit(1);
  if (row === undefined) throw new NotFound("b2b_not_found");
  return row;
}

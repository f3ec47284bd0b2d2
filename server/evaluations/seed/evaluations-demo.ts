import { asc, count, isNull, sql } from "drizzle-orm";
import { Temporal } from "temporal-polyfill";
import { isFailedAnswer, scoreChecklist } from "../../../core/evaluations/checklist-score";
import { questionsOf } from "../../../core/evaluations/checklist-rules";
import { portalToday } from "../../../core/tasks/task-due";
import type { Database } from "../../db/database";
import { stores } from "../../db/schema/stores";
import { resyncIdentity } from "../../seed/reference-seed";
import { checklistTemplates, evaluationReports } from "../tables/evaluations";
import { DEMO_TEMPLATES, demoAnswer } from "./evaluations-demo-data";

/** Audits per store and checklist, a month apart (enough for the chart and a previous audit). */
const AUDITS = 4;

/**
 * Demo checklists and audits (demo mode only). Idempotent: templates by id; the audits only while no
 * audit exists, so what people submitted through the app survives a restart. Every store gets four
 * audits of each checklist, a month apart, of varying quality; all but the newest are confirmed.
 */
export async function seedEvaluationsDemo(db: Database, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('portal.evaluations-demo-seed'))`);
    await tx
      .insert(checklistTemplates)
      .values(DEMO_TEMPLATES.map((t) => ({ id: t.id, title: t.title, sections: t.sections, cStamp: now })))
      .onConflictDoNothing();
    await resyncIdentity(tx, ["checklist_templates"]);
    const [existing] = await tx.select({ n: count() }).from(evaluationReports);
    if ((existing?.n ?? 0) > 0) return;
    const today = portalToday(Temporal.Instant.fromEpochMilliseconds(now.getTime()));
    // The open stores: the demo's two closed stores (issue 35) keep no audits.
    const all = await tx
      .select({ id: stores.id })
      .from(stores)
      .where(isNull(stores.closedAt))
      .orderBy(asc(stores.id));
    const rows = all.flatMap((store) =>
      Array.from({ length: AUDITS }, (_, audit) => audit).flatMap((audit) =>
        DEMO_TEMPLATES.map((template, t) => {
          const questions = questionsOf(template.sections);
          const answers = questions.map((question, i) => {
            const quality = (store.id + audit + i + t) % 4;
            const value = demoAnswer(question.kind, question.max, quality);
            return {
              question_id: question.id,
              value,
              note: "",
              failed: isFailedAnswer(question, value),
              task_id: null,
            };
          });
          const date = today.subtract({ months: AUDITS - audit, days: t * 3 + (store.id % 5) });
          return {
            locationId: store.id,
            templateId: template.id,
            title: template.title,
            evalDate: date.toString(),
            score: scoreChecklist(questions, answers),
            sections: template.sections,
            answers,
            confirmedStamp:
              audit < AUDITS - 1 ? new Date(`${date.add({ days: 2 }).toString()}T09:00:00Z`) : null,
            cStamp: new Date(`${date.toString()}T10:00:00Z`),
          };
        }),
      ),
    );
    // Oldest first, so ids grow with the date like audits submitted through the app.
    rows.sort((a, b) => a.evalDate.localeCompare(b.evalDate) || a.locationId - b.locationId);
    if (rows.length > 0) await tx.insert(evaluationReports).values(rows);
  });
}

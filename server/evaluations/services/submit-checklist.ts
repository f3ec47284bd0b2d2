import { Temporal } from "temporal-polyfill";
import { eq } from "drizzle-orm";
import { isFailedAnswer, scoreChecklist } from "../../../core/evaluations/checklist-score";
import { questionsOf, validateAnswers } from "../../../core/evaluations/checklist-rules";
import type { SubmitChecklistPayload, SubmittedChecklist } from "../../../core/evaluations/evaluations-wire";
import { portalToday } from "../../../core/tasks/task-due";
import type { Database } from "../../db/database";
import { stores } from "../../db/schema/stores";
import { Forbidden, Invalid } from "../../domain-errors";
import { canSeeLocation } from "../../services/stores/store-access";
import { createFollowUpTasks } from "../../tasks/services/create-follow-up-task";
import { requestHash, runIdempotent, type IdempotentAnswer } from "../../services/idempotency/run-idempotent";
import { evaluationReports, type StoredAnswer } from "../tables/evaluations";
import type { EvaluationCaller } from "./evaluation-caller";
import { readChecklistForm } from "./checklist-templates";
import { attachReportPhotos } from "./report-files";

/**
 * POST checklists/{id}/submit: a store's filled checklist becomes an evaluation report, once per
 * Idempotency-Key (a retry after a lost answer gets the first answer and makes nothing new). In one
 * transaction: the report with the score the weights give, its photos, and a follow-up task in the
 * store (through the tasks area) for each failed item whose question asks for one, named in the
 * report's answer so the report links to it.
 */
export async function submitChecklist(
  db: Database,
  request: {
    readonly caller: EvaluationCaller;
    readonly templateId: number;
    readonly key: string;
    readonly payload: SubmitChecklistPayload;
    readonly now: Date;
  },
): Promise<IdempotentAnswer<SubmittedChecklist>> {
  const { caller, payload, now } = request;
  if (!(await canSeeLocation(db, caller, payload.location_id))) throw new Forbidden("b2b_forbidden");
  const form = await readChecklistForm(db, request.templateId);
  const questions = questionsOf(form.sections);
  const [error] = Object.values(validateAnswers(questions, payload.answers));
  if (error !== undefined) throw new Invalid(error);
  const given = new Map(payload.answers.map((answer) => [answer.question_id, answer]));
  return db.transaction(async (tx) =>
    runIdempotent<SubmittedChecklist>(
      tx,
      {
        userId: caller.id,
        key: request.key,
        hash: requestHash(`POST checklists/${request.templateId}/submit`, payload),
        now,
      },
      async () => {
        const [store] = await tx
          .select({ title: stores.title })
          .from(stores)
          .where(eq(stores.id, payload.location_id));
        if (store === undefined) throw new Forbidden("b2b_forbidden");
        const answers = questions.map((question) => {
          const answer = given.get(question.id);
          return { question, value: answer?.value.trim() ?? "", note: answer?.note.trim() ?? "" };
        });
        const score = scoreChecklist(
          questions,
          answers.map((a) => ({ question_id: a.question.id, value: a.value })),
        );
        const [report] = await tx
          .insert(evaluationReports)
          .values({
            locationId: payload.location_id,
            templateId: form.id,
            title: form.title,
            evalDate: portalToday(Temporal.Instant.fromEpochMilliseconds(now.getTime())).toString(),
            score,
            sections: [...form.sections],
            answers: [],
            submittedBy: caller.id,
            cStamp: now,
          })
          .returning({ id: evaluationReports.id });
        if (report === undefined) throw new Error("report insert returned no row");
        await attachReportPhotos(
          tx,
          report.id,
          caller.id,
          questions.flatMap((q) =>
            (given.get(q.id)?.file_ids ?? []).map((fileId) => ({ questionId: q.id, fileId })),
          ),
        );
        const failing = answers.filter((a) => a.question.creates_task && isFailedAnswer(a.question, a.value));
        const taskIds = await createFollowUpTasks(
          tx,
          failing.map((a) => ({
            locationId: payload.location_id,
            title: `${form.title}: ${a.question.text}`.slice(0, 250),
            description: [a.note, `#${report.id} ${a.question.id}`].filter((t) => t !== "").join("\n"),
            contactName: store.title,
            createdBy: caller.id,
          })),
          now,
        );
        const taskOf = new Map(failing.map((a, i) => [a.question.id, taskIds[i] ?? null]));
        const stored: StoredAnswer[] = answers.map((a) => ({
          question_id: a.question.id,
          value: a.value,
          note: a.note,
          failed: isFailedAnswer(a.question, a.value),
          task_id: taskOf.get(a.question.id) ?? null,
        }));
        await tx
          .update(evaluationReports)
          .set({ answers: stored })
          .where(eq(evaluationReports.id, report.id));
        return {
          status: 201,
          body: { report_id: report.id, score, task_ids: taskIds } as unknown as SubmittedChecklist,
        };
      },
    ),
  );
}

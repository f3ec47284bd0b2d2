import { and, avg, desc, eq, isNotNull, lt } from "drizzle-orm";
import type {
  EvaluationPage,
  ReportDetail,
  ReportPage,
  ScorePoint,
  ScoreSummary,
} from "../../../core/evaluations/evaluations-wire";
import { pageOfRows } from "../../../core/lists/keyset-cursor";
import type { KeysetQuery } from "../../../core/schemas/keyset-page";
import type { Database } from "../../db/database";
import { stores } from "../../db/schema/stores";
import { NotFound } from "../../domain-errors";
import { canSeeLocation } from "../../services/stores/store-access";
import { evaluationReports } from "../tables/evaluations";
import type { EvaluationCaller } from "./evaluation-caller";
import { photosOfReport } from "./report-files";

/** Lists of a store's audits are keyset pages of this many rows, newest first. */
export const EVALUATION_PAGE_LIMITS = { defaultLimit: 20, maxLimit: 100 } as const;
/** The chart shows this many audits at most. */
export const HISTORY_POINTS = 12;

const listColumns = {
  id: evaluationReports.id,
  title: evaluationReports.title,
  evalDate: evaluationReports.evalDate,
  score: evaluationReports.score,
  confirmedStamp: evaluationReports.confirmedStamp,
};

/** One keyset page of a store's audits (index evaluation_reports_location_id_idx). */
async function auditPage(db: Database, locationId: number, query: KeysetQuery) {
  return db
    .select(listColumns)
    .from(evaluationReports)
    .where(
      query.beforeId === null
        ? eq(evaluationReports.locationId, locationId)
        : and(eq(evaluationReports.locationId, locationId), lt(evaluationReports.id, query.beforeId)),
    )
    .orderBy(desc(evaluationReports.id))
    .limit(query.limit + 1);
}

const scoreFor = (caller: EvaluationCaller, score: number | null): number | null =>
  caller.seesScores && score !== null ? Math.round(score * 10) / 10 : null;

/** GET evaluations: spec 3's Evaluation (`date`) of each audit; the score only for types 2 and 23. */
export async function listEvaluations(
  db: Database,
  caller: EvaluationCaller,
  locationId: number,
  query: KeysetQuery,
): Promise<EvaluationPage> {
  const rows = await auditPage(db, locationId, query);
  return pageOfRows(
    rows.map((row) => ({
      id: row.id,
      date: row.evalDate,
      title: row.title,
      score: scoreFor(caller, row.score),
      confirmed: row.confirmedStamp !== null,
    })),
    query.limit,
  ) as unknown as EvaluationPage;
}

/** GET reports-evaluation/: spec 3's EvaluationReport (`eval_date`, `confirmed_stamp`) of each audit. */
export async function listReports(
  db: Database,
  caller: EvaluationCaller,
  locationId: number,
  query: KeysetQuery,
): Promise<ReportPage> {
  const rows = await auditPage(db, locationId, query);
  return pageOfRows(
    rows.map((row) => ({
      id: row.id,
      eval_date: row.evalDate,
      confirmed_stamp: row.confirmedStamp?.toISOString() ?? null,
      title: row.title,
      score: scoreFor(caller, row.score),
    })),
    query.limit,
  ) as unknown as ReportPage;
}

/** The last audits with a score up to `upToId` (all when undefined), oldest first. */
async function history(db: Database, locationId: number, upToId?: number): Promise<ScorePoint[]> {
  const scored = and(eq(evaluationReports.locationId, locationId), isNotNull(evaluationReports.score));
  const rows = await db
    .select({ date: evaluationReports.evalDate, score: evaluationReports.score })
    .from(evaluationReports)
    .where(upToId === undefined ? scored : and(scored, lt(evaluationReports.id, upToId + 1)))
    .orderBy(desc(evaluationReports.id))
    .limit(HISTORY_POINTS);
  return rows.toReversed().map((row) => ({
    date: row.date,
    score: Math.round((row.score ?? 0) * 10) / 10,
  })) as unknown as ScorePoint[];
}

/** The store's average score over every audit with one, or null (the base load's `averageScore`). */
export async function averageScore(db: Database, locationId: number): Promise<number | null> {
  const [row] = await db
    .select({ value: avg(evaluationReports.score) })
    .from(evaluationReports)
    .where(eq(evaluationReports.locationId, locationId));
  return row?.value === null || row?.value === undefined ? null : Math.round(Number(row.value) * 10) / 10;
}

/** GET evaluations/score: the average and the chart's points. */
export async function scoreSummary(db: Database, locationId: number): Promise<ScoreSummary> {
  return { average_score: await averageScore(db, locationId), history: await history(db, locationId) };
}

/**
 * GET reports-evaluation/{id}: the report, each question with this audit's answer, its photos and
 * task, and the previous audit's answer with the same checklist. Unknown and another store's are the
 * same 404.
 */
export async function readReport(
  db: Database,
  caller: EvaluationCaller,
  reportId: number,
  signing: { readonly secret: string; readonly now: Date },
): Promise<ReportDetail> {
  const [report] = await db
    .select({ report: evaluationReports, storeTitle: stores.title })
    .from(evaluationReports)
    .innerJoin(stores, eq(stores.id, evaluationReports.locationId))
    .where(eq(evaluationReports.id, reportId))
    .limit(1);
  if (report === undefined || !(await canSeeLocation(db, caller, report.report.locationId)))
    throw new NotFound("b2b_not_found");
  const row = report.report;
  const [previous] = await db
    .select({ evalDate: evaluationReports.evalDate, answers: evaluationReports.answers })
    .from(evaluationReports)
    .where(
      and(
        eq(evaluationReports.locationId, row.locationId),
        eq(evaluationReports.templateId, row.templateId),
        lt(evaluationReports.id, row.id),
      ),
    )
    .orderBy(desc(evaluationReports.id))
    .limit(1);
  const before = new Map(previous?.answers.map((a) => [a.question_id, a.value]) ?? []);
  const answers = new Map(row.answers.map((a) => [a.question_id, a]));
  const photos = await photosOfReport(db, row.id, signing.secret, signing.now);
  const specs = row.sections.flatMap((section) =>
    section.questions.map((question) => {
      const answer = answers.get(question.id);
      return {
        section: section.title,
        question_id: question.id,
        text: question.text,
        kind: question.kind,
        weight: question.weight,
        max: question.max,
        value: answer?.value ?? "",
        note: answer?.note ?? "",
        failed: answer?.failed ?? false,
        task_id: answer?.task_id ?? null,
        files: photos.get(question.id) ?? [],
        previous_value: previous === undefined ? null : (before.get(question.id) ?? null),
      };
    }),
  );
  return {
    id: row.id,
    eval_date: row.evalDate,
    confirmed_stamp: row.confirmedStamp?.toISOString() ?? null,
    title: row.title,
    score: scoreFor(caller, row.score),
    location_id: row.locationId,
    store_title: report.storeTitle,
    specs,
    previous_eval_date: previous?.evalDate ?? null,
    history: caller.seesScores ? await history(db, row.locationId, row.id) : [],
  } as unknown as ReportDetail;
}

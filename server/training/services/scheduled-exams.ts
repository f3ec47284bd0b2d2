import { asc, count, desc, eq, inArray } from "drizzle-orm";
import type { Database } from "../../db/database";
import { users } from "../../db/schema/users";
import { examResults } from "../tables/exam-results";
import { examQuestions, trainings } from "../tables/trainings";

/** At most this many exams are listed, the latest window first (a season's exams, not an archive). */
export const SCHEDULED_EXAMS_LIMIT = 100;

/**
 * GET training/exams (head office, issue #33 item 9): the exam trainings scheduled, latest start
 * first, each with its window, its audience and who has taken it (name, score, when), so head office
 * sees what it scheduled and how far it has got. Every exam, not only the caller's: head office
 * schedules as one team.
 */
export async function scheduledExams(db: Database) {
  const chosen = await db
    .select()
    .from(trainings)
    .where(eq(trainings.exam, true))
    .orderBy(desc(trainings.startDate), desc(trainings.id))
    .limit(SCHEDULED_EXAMS_LIMIT);
  const ids = chosen.map((row) => row.id);
  if (ids.length === 0) return [];
  const [counts, takers] = await Promise.all([
    db
      .select({ trainingId: examQuestions.trainingId, questions: count() })
      .from(examQuestions)
      .where(inArray(examQuestions.trainingId, ids))
      .groupBy(examQuestions.trainingId),
    db
      .select({
        trainingId: examResults.trainingId,
        userId: users.id,
        fName: users.fName,
        lName: users.lName,
        role: users.role,
        score: examResults.score,
        passed: examResults.passed,
        submittedAt: examResults.submittedAt,
      })
      .from(examResults)
      .innerJoin(users, eq(users.id, examResults.userId))
      .where(inArray(examResults.trainingId, ids))
      .orderBy(asc(examResults.submittedAt), asc(examResults.id)),
  ]);
  return chosen.map((row) => ({
    id: row.id,
    title: row.title,
    start_date: row.startDate,
    end_date: row.endDate,
    status: row.status,
    pass_mark: row.passMark,
    time_limit_minutes: row.timeLimitMinutes,
    question_count: counts.find((c) => c.trainingId === row.id)?.questions ?? 0,
    roles: row.roles,
    takers: takers
      .filter((taker) => taker.trainingId === row.id)
      .map((taker) => ({
        user_id: taker.userId,
        name: `${taker.fName} ${taker.lName}`.trim(),
        role: taker.role,
        score: taker.score,
        passed: taker.passed,
        submitted_at: taker.submittedAt.toISOString(),
      })),
  }));
}

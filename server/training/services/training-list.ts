import { and, asc, count, desc, eq, gte, inArray, lt } from "drizzle-orm";
import type { Database } from "../../db/database";
import { examResults } from "../tables/exam-results";
import { examQuestions, trainings } from "../tables/trainings";
import { groupToday, isForRole, type TrainingCaller } from "./training-audience";
import { trainingWire } from "./training-wire";

/** At most this many trainings are listed (the schedule of a few months, not an archive). */
export const TRAINING_LIST_LIMIT = 200;

/** The trainings of the schedule (not ended by `day`) or of the archive (ended before it). */
export const isInList = (which: "schedule" | "archive", day: string) =>
  which === "archive" ? lt(trainings.endDate, day) : gte(trainings.endDate, day);

/**
 * GET training: the trainings meant for the caller's role that have not ended, by start date, each
 * with its number of questions and the caller's own result; `archive` picks the ended ones instead.
 */
export async function trainingsFor(
  db: Database,
  caller: TrainingCaller,
  now: Date,
  which: "schedule" | "archive",
) {
  const today = groupToday(now);
  const day = today.toString();
  // The schedule from the soonest start; the archive from the latest end (the newest first).
  const chosen = await db
    .select()
    .from(trainings)
    .where(and(isForRole(caller.role), isInList(which, day)))
    .orderBy(
      ...(which === "archive"
        ? [desc(trainings.endDate), desc(trainings.id)]
        : [asc(trainings.startDate), asc(trainings.id)]),
    )
    .limit(TRAINING_LIST_LIMIT);
  const ids = chosen.map((row) => row.id);
  if (ids.length === 0) return [];
  const [counts, results] = await Promise.all([
    db
      .select({ trainingId: examQuestions.trainingId, questions: count() })
      .from(examQuestions)
      .where(inArray(examQuestions.trainingId, ids))
      .groupBy(examQuestions.trainingId),
    db
      .select()
      .from(examResults)
      .where(and(eq(examResults.userId, caller.id), inArray(examResults.trainingId, ids))),
  ]);
  return chosen.map((row) =>
    trainingWire(
      row,
      counts.find((c) => c.trainingId === row.id)?.questions ?? 0,
      results.find((r) => r.trainingId === row.id) ?? null,
      today,
    ),
  );
}

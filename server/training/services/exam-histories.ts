import { and, avg, count, desc, eq, inArray, sql, type SQL } from "drizzle-orm";
import { seesEveryStore } from "../../../core/permissions/store-scope";
import { encodeResultCursor, type ResultPosition } from "../../../core/training/result-cursor";
import type { Database } from "../../db/database";
import { stores } from "../../db/schema/stores";
import { userStores } from "../../db/schema/user-stores";
import { users } from "../../db/schema/users";
import { examResults } from "../tables/exam-results";
import { trainings } from "../tables/trainings";
import type { TrainingCaller } from "./training-audience";

/** Rows after the cursor in (submitted_at, id) descending order: the keyset of both histories. */
const after = (cursor: ResultPosition | undefined): SQL | undefined =>
  cursor === undefined
    ? undefined
    : sql`(${examResults.submittedAt}, ${examResults.id}) < (${new Date(cursor.submittedAtMs).toISOString()}::timestamptz, ${cursor.id})`;

const resultColumns = {
  id: examResults.id,
  trainingId: examResults.trainingId,
  title: trainings.title,
  score: examResults.score,
  passed: examResults.passed,
  passMark: trainings.passMark,
  submittedAt: examResults.submittedAt,
};

type ResultColumns = { [K in keyof typeof resultColumns]: (typeof resultColumns)[K]["_"]["data"] };

const resultWire = (row: ResultColumns) => ({
  id: row.id,
  training_id: row.trainingId,
  title: row.title,
  score: row.score,
  passed: row.passed,
  pass_mark: row.passMark,
  submitted_at: row.submittedAt.toISOString(),
});

/** The page and the cursor of the row after it (one more row is read to know whether there is one). */
function paged<R extends { readonly id: number; readonly submittedAt: Date }>(
  rows: readonly R[],
  limit: number,
) {
  const items = rows.slice(0, limit);
  const last = items.at(-1);
  return {
    items,
    next_cursor:
      rows.length > limit && last !== undefined
        ? encodeResultCursor({ submittedAtMs: last.submittedAt.getTime(), id: last.id })
        : null,
  };
}

/** GET training/trainee: the caller's own exam results, newest first. */
export async function ownResults(
  db: Database,
  caller: TrainingCaller,
  cursor: ResultPosition | undefined,
  limit: number,
) {
  const rows = await db
    .select(resultColumns)
    .from(examResults)
    .innerJoin(trainings, eq(trainings.id, examResults.trainingId))
    .where(and(eq(examResults.userId, caller.id), after(cursor)))
    .orderBy(desc(examResults.submittedAt), desc(examResults.id))
    .limit(limit + 1);
  const page = paged(rows, limit);
  return { items: page.items.map(resultWire), next_cursor: page.next_cursor };
}

/**
 * GET training/evaluations: the results of the people who work in the caller's stores (every result
 * for the every-store grant), newest first, each with the stores of theirs the caller may see.
 */
export async function staffResults(
  db: Database,
  caller: TrainingCaller,
  cursor: ResultPosition | undefined,
  limit: number,
) {
  const everyStore = seesEveryStore(caller);
  const callerStores = everyStore
    ? []
    : (
        await db.select({ id: userStores.storeId }).from(userStores).where(eq(userStores.userId, caller.id))
      ).map((row) => row.id);
  if (!everyStore && callerStores.length === 0) return { items: [], next_cursor: null };
  const inCallerStores = everyStore
    ? undefined
    : sql`exists (select 1 from ${userStores} where ${userStores.userId} = ${examResults.userId} and ${userStores.storeId} = any(${`{${callerStores.join(",")}}`}::int[]))`;
  const rows = await db
    .select({ ...resultColumns, userId: users.id, fName: users.fName, lName: users.lName, role: users.role })
    .from(examResults)
    .innerJoin(trainings, eq(trainings.id, examResults.trainingId))
    .innerJoin(users, eq(users.id, examResults.userId))
    .where(and(inCallerStores, after(cursor)))
    .orderBy(desc(examResults.submittedAt), desc(examResults.id))
    .limit(limit + 1);
  const page = paged(rows, limit);
  const people = [...new Set(page.items.map((row) => row.userId))];
  const memberships =
    people.length === 0
      ? []
      : await db
          .select({ userId: userStores.userId, storeId: stores.id, title: stores.title })
          .from(userStores)
          .innerJoin(stores, eq(stores.id, userStores.storeId))
          .where(inArray(userStores.userId, people));
  return {
    items: page.items.map((row) => ({
      ...resultWire(row),
      user_id: row.userId,
      name: `${row.fName} ${row.lName}`.trim(),
      role: row.role,
      stores: memberships
        .filter((m) => m.userId === row.userId && (everyStore || callerStores.includes(m.storeId)))
        .map((m) => m.title),
    })),
    next_cursor: page.next_cursor,
  };
}

/** GET training/average_score: the mean of the caller's scores, to one decimal; null before any. */
export async function averageScore(db: Database, caller: TrainingCaller) {
  const [row] = await db
    .select({ mean: avg(examResults.score), exams: count() })
    .from(examResults)
    .where(eq(examResults.userId, caller.id));
  const mean = row?.mean === null || row?.mean === undefined ? null : Math.round(Number(row.mean) * 10) / 10;
  return { average_score: mean, exams: row?.exams ?? 0 };
}

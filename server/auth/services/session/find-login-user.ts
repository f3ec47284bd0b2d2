import { and, eq, or } from "drizzle-orm";
import type { Database } from "../../../db/database";
import { users } from "../../../db/schema/users";
import type { MobileCandidate } from "./basic-credentials";

/** The account a login name designates: the first candidate (most likely reading) that exists. */
export async function findLoginUser(db: Database, candidates: readonly MobileCandidate[]) {
  if (candidates.length === 0) return undefined;
  const rows = await db
    .select()
    .from(users)
    .where(
      or(...candidates.map((c) => and(eq(users.countryCode, c.countryCode), eq(users.mobile, c.mobile)))),
    );
  for (const candidate of candidates) {
    const row = rows.find((r) => r.countryCode === candidate.countryCode && r.mobile === candidate.mobile);
    if (row !== undefined) return row;
  }
  return undefined;
}

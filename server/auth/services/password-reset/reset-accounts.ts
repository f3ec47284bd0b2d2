import { and, eq, isNotNull, sql } from "drizzle-orm";
import type { Database } from "../../../db/database";
import { users } from "../../../db/schema/users";

/** What a reset message needs of an account. */
export interface ResetAccount {
  readonly id: number;
  readonly fName: string;
  readonly countryCode: string;
  readonly mobile: string;
  readonly email: string | null;
}

const columns = {
  id: users.id,
  fName: users.fName,
  countryCode: users.countryCode,
  mobile: users.mobile,
  email: users.email,
};

// Only active accounts that sign in with a password: an account of the corporate identity provider
// has none, and a reset must not give it one.
const resettable = and(eq(users.status, "active"), isNotNull(users.passwordHash));

export async function resetAccountByPhone(
  db: Database,
  countryCode: string,
  mobile: string,
): Promise<ResetAccount | undefined> {
  const [row] = await db
    .select(columns)
    .from(users)
    .where(and(resettable, eq(users.countryCode, countryCode), eq(users.mobile, mobile)))
    .limit(1);
  return row;
}

/**
 * Accounts with this e-mail address, compared without case (addresses are not unique: a person may
 * hold two accounts); at most a few, so one request cannot send a flood.
 */
export async function resetAccountsByEmail(db: Database, email: string): Promise<readonly ResetAccount[]> {
  return db
    .select(columns)
    .from(users)
    .where(and(resettable, sql`lower(${users.email}) = lower(${email})`))
    .orderBy(users.id)
    .limit(3);
}

export async function resetAccountById(db: Database, userId: number): Promise<ResetAccount | undefined> {
  const [row] = await db
    .select(columns)
    .from(users)
    .where(and(resettable, eq(users.id, userId)))
    .limit(1);
  return row;
}

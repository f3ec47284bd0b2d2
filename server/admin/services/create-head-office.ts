import { and, eq } from "drizzle-orm";
import type { Database } from "../../db/database";
import { users } from "../../db/schema/users";
import { Conflict } from "../../domain-errors";
import { hashPassword } from "../../auth/services/session/password";
import { recordActivity } from "../../services/activity/record-activity";
import { HEAD_OFFICE_COMPANY_ID } from "../../seed/reference-seed";

/** A head-office account's fields once validated (core/admin/first-account.ts). */
export interface HeadOfficeAccount {
  readonly mobile: string;
  readonly countryCode: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly email: string | null;
  readonly password: string;
}

/**
 * Makes a head-office account (the spec's `greg-user`, user type 2, of the head-office company)
 * with both explicit grants: the every-store view and the right to administer. Refused (Conflict
 * `b2b_admin_mobile_taken`) when the mobile already has an account, whatever its status: a person is
 * one account. The creation is written to the new account's activity log.
 */
export async function createHeadOffice(
  db: Database,
  account: HeadOfficeAccount,
  now: Date,
): Promise<{ readonly id: number }> {
  // Hashing (argon2id) is slow: done before the transaction holds anything.
  const passwordHash = await hashPassword(account.password);
  return db.transaction(async (tx) => {
    const [taken] = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.countryCode, account.countryCode), eq(users.mobile, account.mobile)))
      .limit(1);
    if (taken !== undefined) throw new Conflict("b2b_admin_mobile_taken");
    const [created] = await tx
      .insert(users)
      .values({
        mobile: account.mobile,
        countryCode: account.countryCode,
        passwordHash,
        fName: account.firstName,
        lName: account.lastName,
        // Spec 3's "no answer": the command does not ask.
        gender: 4,
        email: account.email,
        type: 2,
        role: "greg-user",
        companyId: HEAD_OFFICE_COMPANY_ID,
        allStores: true,
        administers: true,
        status: "active",
        createdAt: now,
      })
      .returning({ id: users.id });
    if (created === undefined) throw new Error("the new account was not returned");
    await recordActivity(tx, { contactId: created.id, status: "account_created_by_command", ip: null, now });
    return { id: created.id };
  });
}

import { and, eq, inArray, isNull, ne } from "drizzle-orm";
import { Conflict, NotFound } from "../../../domain-errors";
import type { Database } from "../../../db/database";
import { accountApprovals } from "../../../staff/tables/account-approvals";
import { emailVerifications } from "../../tables/email-verifications";
import { registrations } from "../../tables/registrations";
import { stores } from "../../../db/schema/stores";
import { users } from "../../../db/schema/users";
import { approversOf } from "../../../staff/services/approvals/approvers";
import { tellApprovers } from "../../../staff/services/approvals/approval-notices";
import type { Registration } from "./open-registration";
import { accountOfRegistration } from "./registrant-account";

/**
 * Turns a registration whose code was right into a user with the chosen password hash, waiting for
 * approval (docs/decisions.md, "Approval"): status `pending`, no company and no store, so it can sign
 * in to be told it waits and reaches nothing else. The stores it chose wait in `account_approvals`
 * until a franchisee or store manager of one of them, or head office, decides; those approvers are
 * told by message. One transaction: the registration is consumed with a conditional UPDATE (single
 * use even under parallel requests), the user and its request are inserted, e-mail verifications move
 * to the user, and other open registrations of the same mobile are closed. 409 when the mobile got an
 * account in the meantime; 404 when the registration was used by a parallel request.
 */
export async function activateRegistration(
  db: Database,
  options: {
    readonly registration: Registration;
    readonly passwordHash: string;
    readonly consentEmail: boolean;
    readonly publicUrl: string;
    readonly now: Date;
  },
): Promise<number> {
  const { registration: reg, now } = options;
  const account = accountOfRegistration(reg.isTrainee);
  return db.transaction(async (tx) => {
    const consumed = await tx
      .update(registrations)
      .set({ consumedAt: now })
      .where(and(eq(registrations.id, reg.id), isNull(registrations.consumedAt)))
      .returning({ id: registrations.id });
    if (consumed.length === 0) throw new NotFound("b2b_not_found");
    const [taken] = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.countryCode, reg.countryCode), eq(users.mobile, reg.mobile)))
      .limit(1);
    if (taken !== undefined) throw new Conflict("b2b_already_registered");
    // Stores removed since the registration are dropped rather than failing the activation.
    const storeIds = account.keepsStores ? await existingStores(tx, reg.storeIds) : [];
    const [user] = await tx
      .insert(users)
      .values({
        mobile: reg.mobile,
        countryCode: reg.countryCode,
        passwordHash: options.passwordHash,
        fName: reg.firstName,
        lName: reg.lastName,
        gender: reg.gender,
        email: reg.email,
        type: account.type,
        role: account.role,
        // No company and no store until someone entitled approves: never inferred from the stores.
        companyId: null,
        jobPositionId: account.keepsStores ? reg.jobPositionId : null,
        consent: options.consentEmail,
        status: "pending",
        // The language the form was filled in: their messages (approval, resets) go out in it.
        language: reg.language,
        createdAt: now,
      })
      .returning({ id: users.id });
    if (user === undefined) throw new Error("user insert returned no row");
    await tx
      .insert(accountApprovals)
      .values({ userId: user.id, requestedStoreIds: storeIds, requestedAt: now });
    await tellApprovers(tx, {
      applicant: {
        fName: reg.firstName,
        lName: reg.lastName,
        countryCode: reg.countryCode,
        mobile: reg.mobile,
        email: reg.email,
        language: reg.language,
        role: account.role,
      },
      storeIds,
      approvers: await approversOf(tx, storeIds),
      publicUrl: options.publicUrl,
      now,
    });
    await tx.update(registrations).set({ userId: user.id }).where(eq(registrations.id, reg.id));
    await tx
      .update(emailVerifications)
      .set({ userId: user.id })
      .where(eq(emailVerifications.registrationId, reg.id));
    await tx
      .update(registrations)
      .set({ consumedAt: now })
      .where(
        and(
          eq(registrations.countryCode, reg.countryCode),
          eq(registrations.mobile, reg.mobile),
          ne(registrations.id, reg.id),
          isNull(registrations.consumedAt),
        ),
      );
    return user.id;
  });
}

async function existingStores(db: Database, ids: readonly number[]): Promise<readonly number[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: stores.id })
    .from(stores)
    .where(inArray(stores.id, [...ids]));
  return ids.filter((id) => rows.some((r) => r.id === id));
}

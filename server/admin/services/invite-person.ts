import { and, eq, isNull } from "drizzle-orm";
import type { AdminUser } from "../../../core/admin/admin-wire";
import type { Assignment, Invitation } from "../../../core/admin/person-form";
import {
  REGISTRATION_TTL_SECONDS,
  sendRegistrationLink,
} from "../../auth/services/registration/register-applicant";
import { newOneTimeToken } from "../../auth/services/verification/one-time-token";
import { registrations } from "../../auth/tables/registrations";
import type { Database } from "../../db/database";
import { users } from "../../db/schema/users";
import { Conflict, Forbidden } from "../../domain-errors";
import { requestHash, runIdempotent, type IdempotentAnswer } from "../../services/idempotency/run-idempotent";
import type { AdminActor } from "./admin-stores";
import { readAdminUser } from "./admin-users";
import { checkAssignment, writeAssignment } from "./person-assignment";
import { logPersonChange } from "./person-activity";

/** Gender is not asked of an invited person: "no answer", as for the first account by command. */
const GENDER_NOT_ASKED = 4;

interface InviteContext {
  readonly actor: AdminActor;
  readonly now: Date;
  readonly publicUrl: string;
}

/**
 * A new invitation for an invited person: the open ones are closed (only the newest link works),
 * and the spec's registration link goes out by SMS and e-mail in the person's language, valid 7 days.
 */
async function sendInvitation(
  tx: Database,
  ctx: InviteContext,
  person: Pick<
    Invitation,
    "firstName" | "lastName" | "countryCode" | "mobile" | "email" | "language" | "storeIds" | "jobPositionId"
  > & { readonly id: number; readonly isTrainee: boolean },
): Promise<void> {
  const { now } = ctx;
  await tx
    .update(registrations)
    .set({ consumedAt: now })
    .where(and(eq(registrations.userId, person.id), isNull(registrations.consumedAt)));
  const { token, digest } = newOneTimeToken();
  const [row] = await tx
    .insert(registrations)
    .values({
      tokenDigest: digest,
      firstName: person.firstName,
      lastName: person.lastName,
      gender: GENDER_NOT_ASKED,
      countryCode: person.countryCode,
      mobile: person.mobile,
      email: person.email,
      isTrainee: person.isTrainee,
      storeIds: person.storeIds,
      jobPositionId: person.jobPositionId,
      language: person.language,
      createdAt: now,
      expiresAt: new Date(now.getTime() + REGISTRATION_TTL_SECONDS * 1000),
      userId: person.id,
      invitedBy: ctx.actor.id,
    })
    .returning({ id: registrations.id });
  if (row === undefined) throw new Error("the invitation was not returned");
  await sendRegistrationLink(
    tx,
    { publicUrl: ctx.publicUrl, language: person.language, now },
    { registrationId: row.id, token, ...person },
  );
}

/**
 * Invites a person (issue 35), once per Idempotency-Key: their account is made at once, `invited`,
 * without a password, with the role, company, job position and stores the administrator gave (an
 * explicit grant, as an approval is), and the spec's registration link goes out by SMS and e-mail;
 * the person sets a password through /setpassword, which activates the account. A mobile that has
 * any account is refused (409). Written to both activity logs.
 */
export async function invitePerson(
  db: Database,
  request: InviteContext & { readonly key: string; readonly fields: Invitation },
): Promise<IdempotentAnswer<AdminUser>> {
  const { actor, key, fields: invitation, now } = request;
  return db.transaction(async (tx) =>
    runIdempotent<AdminUser>(
      tx,
      { userId: actor.id, key, hash: requestHash("POST admin/users", invitation), now },
      async () => {
        const [taken] = await tx
          .select({ id: users.id })
          .from(users)
          .where(and(eq(users.countryCode, invitation.countryCode), eq(users.mobile, invitation.mobile)))
          .limit(1);
        if (taken !== undefined) throw new Conflict("b2b_admin_mobile_taken");
        await checkAssignment(tx, invitation);
        const [created] = await tx
          .insert(users)
          .values({
            mobile: invitation.mobile,
            countryCode: invitation.countryCode,
            passwordHash: null,
            fName: invitation.firstName,
            lName: invitation.lastName,
            gender: GENDER_NOT_ASKED,
            email: invitation.email,
            type: invitation.type,
            role: invitation.role,
            status: "invited",
            language: invitation.language,
            createdAt: now,
          })
          .returning({ id: users.id });
        if (created === undefined) throw new Error("the invited person was not returned");
        await writeAssignment(tx, created.id, invitation);
        await sendInvitation(tx, request, {
          ...invitation,
          id: created.id,
          isTrainee: invitation.role === "trainee",
        });
        await logPersonChange(tx, {
          actor,
          personId: created.id,
          status: "invited",
          detail: { role: invitation.role, store_ids: invitation.storeIds },
          now,
        });
        return { status: 201, body: await readAdminUser(tx, created.id) };
      },
    ),
  );
}

/** A new link for a person still invited (409 otherwise): the old links stop working. */
export async function resendInvitation(
  db: Database,
  request: InviteContext & { readonly id: number },
): Promise<AdminUser> {
  const { actor, id, now } = request;
  return db.transaction(async (tx) => {
    const person = await readAdminUser(tx, id);
    if (person.status !== "invited") throw new Conflict("b2b_admin_not_invited");
    const [row] = await tx.select({ language: users.language }).from(users).where(eq(users.id, id));
    await sendInvitation(tx, request, {
      id,
      firstName: person.first_name,
      lastName: person.last_name,
      countryCode: person.country_code,
      mobile: person.mobile,
      email: person.email,
      language: row?.language === "en" ? "en" : "gr",
      isTrainee: person.role === "trainee",
      storeIds: person.store_ids,
      jobPositionId: person.job_position_id,
    });
    await logPersonChange(tx, { actor, personId: id, status: "invitation_resent", now });
    return person;
  });
}

/**
 * A person's role, stores, company and job position, as the administrator sets them (never one's
 * own: 403). The same assignment again changes and logs nothing; a change is logged with before and
 * after, and takes effect on the person's next request (the session is read per request).
 */
export async function changeAssignment(
  db: Database,
  request: InviteContext & { readonly id: number; readonly fields: Assignment },
): Promise<AdminUser> {
  const { actor, id, fields: assignment, now } = request;
  return db.transaction(async (tx) => {
    const before = await readAdminUser(tx, id);
    // Nobody changes their own account in the console (core/admin/account-changes.ts), whatever its status.
    if (actor.id === id) throw new Forbidden("b2b_admin_not_yourself");
    await checkAssignment(tx, assignment);
    const unchanged =
      before.role === assignment.role &&
      before.company_id === assignment.companyId &&
      before.job_position_id === assignment.jobPositionId &&
      before.store_ids.length === assignment.storeIds.length &&
      assignment.storeIds.every((storeId) => before.store_ids.includes(storeId));
    if (unchanged) return before;
    await writeAssignment(tx, id, assignment);
    await logPersonChange(tx, {
      actor,
      personId: id,
      status: "assignment_changed",
      detail: {
        before: { role: before.role, store_ids: before.store_ids, company_id: before.company_id },
        after: { role: assignment.role, store_ids: assignment.storeIds, company_id: assignment.companyId },
      },
      now,
    });
    return readAdminUser(tx, id);
  });
}

import { and, eq } from "drizzle-orm";
import type { AdminUser } from "../../../core/admin/admin-wire";
import type { Invitation, PersonLanguage } from "../../../core/admin/person-form";
import { GENDER_NOT_ASKED, openInvitation } from "../../auth/services/registration/invitations";
import type { Database } from "../../db/database";
import { users } from "../../db/schema/users";
import { Conflict } from "../../domain-errors";
import { requestHash, runIdempotent, type IdempotentAnswer } from "../../services/idempotency/run-idempotent";
import type { AdminActor } from "./admin-stores";
import { changeableAccount, readAdminUser } from "./admin-users";
import { logPersonChange } from "./person-activity";
import { settleAssignment, writeAssignment } from "./person-assignment";

interface InviteContext {
  readonly actor: AdminActor;
  readonly now: Date;
  readonly publicUrl: string;
}

/** Who an invitation goes to: the invited account as it stands, and the language of its messages. */
type Invitee = Pick<
  AdminUser,
  | "id"
  | "first_name"
  | "last_name"
  | "country_code"
  | "mobile"
  | "email"
  | "role"
  | "store_ids"
  | "job_position_id"
> & { readonly language: PersonLanguage };

/** A new invitation for an invited person, sent (auth's invitations service). */
async function sendInvitation(tx: Database, ctx: InviteContext, person: Invitee): Promise<void> {
  await openInvitation(
    tx,
    { invitedBy: ctx.actor.id, publicUrl: ctx.publicUrl, now: ctx.now, send: true },
    {
      userId: person.id,
      firstName: person.first_name,
      lastName: person.last_name,
      countryCode: person.country_code,
      mobile: person.mobile,
      email: person.email,
      isTrainee: person.role === "trainee",
      storeIds: person.store_ids,
      jobPositionId: person.job_position_id,
      language: person.language,
    },
  );
}

/**
 * Invites a person (issue 35), once per Idempotency-Key: their account is made at once, `invited`,
 * without a password, with the role, company, job position and stores the administrator gave (an
 * explicit grant, as an approval is), and the spec's registration link goes out by SMS and e-mail;
 * the person sets a password through /setpassword, which activates the account
 * (server/auth/services/registration/accept-invitation.ts). A mobile that has any account, whatever
 * its status, is refused (409): one person, one account. Written to both activity logs.
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
        const assignment = await settleAssignment(tx, actor, invitation);
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
            type: assignment.type,
            role: assignment.role,
            status: "invited",
            language: invitation.language,
            createdAt: now,
          })
          .returning({ id: users.id });
        if (created === undefined) throw new Error("the invited person was not returned");
        await writeAssignment(tx, created.id, assignment);
        const person = await readAdminUser(tx, created.id);
        await sendInvitation(tx, request, { ...person, language: invitation.language });
        await logPersonChange(tx, {
          actor,
          personId: created.id,
          status: "invited",
          detail: {
            role: assignment.role,
            store_ids: assignment.storeIds,
            company_id: assignment.companyId,
            job_position_id: assignment.jobPositionId,
          },
          now,
        });
        return { status: 201, body: person };
      },
    ),
  );
}

/**
 * A new link for a person still invited (409 `b2b_admin_not_invited` otherwise; 403 for one's own
 * account, as every account change): the old links stop working. Written to both activity logs.
 */
export async function resendInvitation(
  db: Database,
  request: InviteContext & { readonly id: number },
): Promise<AdminUser> {
  const { actor, id, now } = request;
  return db.transaction(async (tx) => {
    const person = await changeableAccount(tx, actor, id, { kind: "invitation" });
    const [row] = await tx.select({ language: users.language }).from(users).where(eq(users.id, id));
    await sendInvitation(tx, request, { ...person, language: row?.language === "en" ? "en" : "gr" });
    await logPersonChange(tx, { actor, personId: id, status: "invitation_resent", now });
    return person;
  });
}

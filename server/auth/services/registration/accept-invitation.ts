import { and, eq, isNull } from "drizzle-orm";
import type { Database } from "../../../db/database";
import { users } from "../../../db/schema/users";
import { NotFound } from "../../../domain-errors";
import { recordActivity } from "../../../services/activity/record-activity";
import { emailVerifications } from "../../tables/email-verifications";
import { registrations } from "../../tables/registrations";
import type { Registration } from "./open-registration";

/** An invitation from the console (issue 35): a registration that names the invited account. */
export const isInvitation = (registration: Registration): registration is Registration & { userId: number } =>
  registration.invitedBy !== null && registration.userId !== null;

/**
 * Completes an invitation: the invited account gets the password and becomes active at once, with
 * the role, company and stores the administrator gave it (no approval: the administrator's act was
 * the grant). One transaction: the link is consumed with a conditional UPDATE (single use under
 * parallel requests), the account is activated only while still `invited` (a withdrawn invitation
 * answers 404 like a used link), its other open links close, e-mail verifications move to it.
 */
export async function acceptInvitation(
  db: Database,
  options: {
    readonly registration: Registration & { readonly userId: number };
    readonly passwordHash: string;
    readonly consentEmail: boolean;
    readonly now: Date;
  },
): Promise<number> {
  const { registration: reg, now } = options;
  return db.transaction(async (tx) => {
    const consumed = await tx
      .update(registrations)
      .set({ consumedAt: now })
      .where(and(eq(registrations.id, reg.id), isNull(registrations.consumedAt)))
      .returning({ id: registrations.id });
    if (consumed.length === 0) throw new NotFound("b2b_not_found");
    const activated = await tx
      .update(users)
      .set({ passwordHash: options.passwordHash, status: "active", consent: options.consentEmail })
      .where(and(eq(users.id, reg.userId), eq(users.status, "invited")))
      .returning({ id: users.id });
    if (activated.length === 0) throw new NotFound("b2b_not_found");
    await tx
      .update(registrations)
      .set({ consumedAt: now })
      .where(and(eq(registrations.userId, reg.userId), isNull(registrations.consumedAt)));
    await tx
      .update(emailVerifications)
      .set({ userId: reg.userId })
      .where(eq(emailVerifications.registrationId, reg.id));
    await recordActivity(tx, {
      contactId: reg.userId,
      status: "invitation_accepted",
      ip: null,
      now,
      detail: { invited_by: reg.invitedBy },
    });
    return reg.userId;
  });
}

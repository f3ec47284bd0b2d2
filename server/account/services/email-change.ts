import { eq } from "drizzle-orm";
import type { Database } from "../../db/database";
import { users } from "../../db/schema/users";
import { createEmailVerification } from "../../auth/services/verification/email-verification";
import { queueNotice } from "../../services/delivery/notice";
import { emailVerifyLink } from "../../services/delivery/portal-links";

/** The account whose e-mail is changing, as the profile update read it. */
export interface EmailOwner {
  readonly id: number;
  readonly fName: string;
  readonly email: string | null;
  readonly language: "gr" | "en";
}

/**
 * A new e-mail address typed into the profile (issue 29 item 1). It is not the account's address yet:
 * the account keeps the old one (which alone receives its messages) until a single-use link sent to
 * the new one is followed (verifyEmailToken then writes it). A newer request replaces an open one, so
 * only the last link can change the address. The old address, if any, is told, so the owner learns
 * when someone with their session tries to take the account's mail elsewhere.
 */
export async function requestEmailChange(
  db: Database,
  options: {
    readonly owner: EmailOwner;
    readonly email: string;
    readonly publicUrl: string;
    readonly now: Date;
  },
): Promise<void> {
  const { owner, email, now } = options;
  const token = await createEmailVerification(db, { email, userId: owner.id, now });
  const link = emailVerifyLink(options.publicUrl, token);
  await queueNotice(db, {
    to: { email, language: owner.language },
    keys: { subject: "b2b_msg_email_confirm_subject", body: "b2b_msg_email_confirm_body" },
    values: { name: owner.fName, verify_link: link },
    links: [link],
    now,
  });
  if (owner.email !== null)
    await queueNotice(db, {
      to: { email: owner.email, language: owner.language },
      keys: { subject: "b2b_msg_email_changing_subject", body: "b2b_msg_email_changing_body" },
      values: { name: owner.fName },
      now,
    });
}

/** An address removed from the profile: it takes effect at once (it claims nothing); the old address is told. */
export async function tellEmailRemoved(db: Database, owner: EmailOwner, now: Date): Promise<void> {
  if (owner.email === null) return;
  await queueNotice(db, {
    to: { email: owner.email, language: owner.language },
    keys: { subject: "b2b_msg_email_changing_subject", body: "b2b_msg_email_changing_body" },
    values: { name: owner.fName },
    now,
  });
}

/** Whether two addresses are the same mailbox name as people type them (case of letters aside). */
export const sameAddress = (a: string | null, b: string | null): boolean =>
  a === null || b === null ? a === b : a.trim().toLowerCase() === b.trim().toLowerCase();

/** The account fields the change needs, read before the update. */
export async function emailOwner(db: Database, userId: number): Promise<EmailOwner | undefined> {
  const [row] = await db
    .select({ id: users.id, fName: users.fName, email: users.email, language: users.language })
    .from(users)
    .where(eq(users.id, userId));
  return row;
}

import { sql, type SQL } from "drizzle-orm";
import type { Database } from "../../db/database";
import { outbox, type OutboxAttachment } from "../../db/schema/outbox";
import { users } from "../../db/schema/users";

/**
 * The active user an address belongs to, as a subquery of the insert (one round trip): the one user
 * with that mobile (E.164) or that e-mail, else null (nobody, or an address two accounts share).
 * An e-mail only becomes a user's address once a link sent to it was followed (issue 29 item 1), so
 * claiming someone's address in the profile attaches nothing to the claimant.
 */
function recipientUser(channel: "email" | "sms", recipient: string): SQL {
  const owns =
    channel === "sms"
      ? sql`'+' || ${users.countryCode} || ${users.mobile} = ${recipient}`
      : sql`lower(${users.email}) = lower(${recipient})`;
  return sql`(select min(${users.id}) from ${users} where ${users.status} = 'active' and ${owns} having count(*) = 1)`;
}

/**
 * Writes an e-mail or SMS to the outbox. Every message goes through here: in demo mode the outbox is
 * the delivery (read at `GET dev/outbox`); with SMTP_URL / SMS_GATEWAY_URL a sender (auth part 2)
 * delivers what is queued, so a failing gateway never loses a code or a link. The row records whose
 * address it went to (recipientUser), which is all the communication log reads.
 */
export async function queueMessage(
  db: Database,
  message: {
    readonly channel: "email" | "sms";
    readonly recipient: string;
    readonly subject: string | null;
    readonly body: string;
    readonly links?: readonly string[];
    readonly attachments?: readonly OutboxAttachment[];
    readonly now: Date;
  },
): Promise<number> {
  const [row] = await db
    .insert(outbox)
    .values({
      channel: message.channel,
      recipient: message.recipient,
      recipientUserId: recipientUser(message.channel, message.recipient),
      subject: message.subject,
      body: message.body,
      links: message.links ?? [],
      attachments: message.attachments ?? [],
      createdAt: message.now,
    })
    .returning({ id: outbox.id });
  if (row === undefined) throw new Error("outbox insert returned no row");
  return row.id;
}

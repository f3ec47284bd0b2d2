import type { Database } from "../../db/database";
import { outbox, type OutboxAttachment } from "../../db/schema/outbox";

/**
 * Writes an e-mail or SMS to the outbox. Every message goes through here: in demo mode the outbox is
 * the delivery (read at `GET dev/outbox`); with SMTP_URL / SMS_GATEWAY_URL a sender (auth part 2)
 * delivers what is queued, so a failing gateway never loses a code or a link.
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

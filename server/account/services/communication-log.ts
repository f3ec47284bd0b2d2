import { and, desc, eq, lt, or } from "drizzle-orm";
import { encodeKeysetCursor, type KeysetPosition } from "../../../core/account/account-page";
import { VERIFICATION_CODE_LENGTH } from "../../../core/constants/portal-constants";
import type { Database } from "../../db/database";
import { outbox } from "../../db/schema/outbox";
import type { SessionUser } from "../../auth/services/session/session-store";

/** A run of digits as long as a sign-in code, or longer (a mobile number): masked in the log. */
const CODE_LIKE = new RegExp(`\\b\\d{${VERIFICATION_CODE_LENGTH},}\\b`, "gu");

/**
 * Codes and links in a message are keys to the account: the log says that a message came, and what
 * about, but never repeats them (a session left open must not hand out a reset link). Shorter
 * numbers are the message's own words and stay: a year, an amount, "ISO 22000" (issue 33 found a
 * licence shown as "ISO ••••").
 */
export function maskSecrets(text: string): string {
  return text.replace(/https?:\/\/\S+/gu, "[link]").replace(CODE_LIKE, "••••");
}

/**
 * The communication log (spec 3: to_id, to_name, channel_type, content, c_stamp; v2 `comm`): the
 * e-mails and SMS the portal sent to the caller, newest first, read from the outbox by the user id
 * recorded when each was written (issue 29 item 1). Never by address: an address typed into a
 * profile would otherwise open someone else's messages.
 */
export async function communicationPage(
  db: Database,
  user: SessionUser,
  after: KeysetPosition | undefined,
  limit: number,
) {
  const rows = await db
    .select({
      id: outbox.id,
      channel: outbox.channel,
      subject: outbox.subject,
      body: outbox.body,
      createdAt: outbox.createdAt,
    })
    .from(outbox)
    .where(
      and(
        eq(outbox.recipientUserId, user.id),
        after === undefined
          ? undefined
          : or(
              lt(outbox.createdAt, new Date(after.stampMs)),
              and(eq(outbox.createdAt, new Date(after.stampMs)), lt(outbox.id, after.id)),
            ),
      ),
    )
    .orderBy(desc(outbox.createdAt), desc(outbox.id))
    .limit(limit + 1);
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return {
    items: page.map((row) => ({
      id: row.id,
      to_id: user.id,
      to_name: `${user.fName} ${user.lName}`.trim(),
      channel_type: row.channel,
      content: maskSecrets(row.subject ?? row.body).slice(0, 300),
      c_stamp: row.createdAt.toISOString(),
    })),
    next_cursor:
      rows.length > limit && last !== undefined
        ? encodeKeysetCursor({ stampMs: last.createdAt.getTime(), id: last.id })
        : null,
  };
}

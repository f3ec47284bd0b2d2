import { and, eq, gt, inArray, isNull, lte, or, sql } from "drizzle-orm";
import type { Database } from "../../db/database";
import { outbox } from "../../db/schema/outbox";
import type { DeliverySenders } from "./delivery-senders";

/** Tries per message before it is marked failed (about two hours of retries with the backoff). */
export const MAX_DELIVERY_ATTEMPTS = 8;
/** Messages older than this are not sent any more (a code or link would be stale). */
export const DELIVERY_MAX_AGE_SECONDS = 24 * 3600;
/** While a dispatcher sends a message, others leave it alone this long (then it counts as lost). */
const LEASE_SECONDS = 120;
const BATCH = 20;

/** Wait before try n+1 after n failed tries: 30 s, doubling, at most an hour. */
export function retryDelaySeconds(attempts: number): number {
  return Math.min(3600, 30 * 2 ** Math.max(0, attempts - 1));
}

export interface DispatchResult {
  readonly sent: number;
  readonly failed: number;
}

/**
 * Sends due outbox rows of the configured channels once. Rows are claimed with
 * `FOR UPDATE SKIP LOCKED` and a lease (next_attempt_at in the future), so several instances never
 * send the same row at the same time; a crash mid-send makes the row due again when the lease ends.
 * Delivery is at least once. Each outcome is recorded: sent, or pending with the next try after the
 * backoff, or failed after the last try; the message itself is never deleted.
 */
export async function dispatchOutbox(
  db: Database,
  senders: DeliverySenders,
  now: Date,
  onError: (message: string, error: unknown) => void = () => {},
): Promise<DispatchResult> {
  const channels = (["email", "sms"] as const).filter((channel) => senders[channel] !== undefined);
  if (channels.length === 0) return { sent: 0, failed: 0 };
  const due = db
    .select({ id: outbox.id })
    .from(outbox)
    .where(
      and(
        eq(outbox.status, "pending"),
        inArray(outbox.channel, channels),
        gt(outbox.createdAt, new Date(now.getTime() - DELIVERY_MAX_AGE_SECONDS * 1000)),
        or(and(isNull(outbox.nextAttemptAt), lte(outbox.createdAt, now)), lte(outbox.nextAttemptAt, now)),
      ),
    )
    .orderBy(outbox.id)
    .limit(BATCH)
    .for("update", { skipLocked: true });
  const claimed = await db
    .update(outbox)
    .set({
      attempts: sql`${outbox.attempts} + 1`,
      nextAttemptAt: new Date(now.getTime() + LEASE_SECONDS * 1000),
    })
    .where(inArray(outbox.id, due))
    .returning();
  let sent = 0;
  let failed = 0;
  for (const row of claimed) {
    const send = senders[row.channel];
    try {
      if (send === undefined) throw new Error(`no sender for ${row.channel}`);
      await send({
        recipient: row.recipient,
        subject: row.subject,
        body: row.body,
        attachments: row.attachments,
      });
      await db
        .update(outbox)
        .set({ status: "sent", sentAt: now, nextAttemptAt: null, lastError: null })
        .where(eq(outbox.id, row.id));
      sent += 1;
    } catch (error) {
      failed += 1;
      const last = row.attempts >= MAX_DELIVERY_ATTEMPTS;
      await db
        .update(outbox)
        .set({
          status: last ? "failed" : "pending",
          nextAttemptAt: last ? null : new Date(now.getTime() + retryDelaySeconds(row.attempts) * 1000),
          lastError: (error instanceof Error ? error.message : String(error)).slice(0, 500),
        })
        .where(eq(outbox.id, row.id));
      onError(`delivery of outbox ${row.id} (${row.channel}, try ${row.attempts})`, error);
    }
  }
  return { sent, failed };
}

import { createHash } from "node:crypto";
import { and, eq, lt } from "drizzle-orm";
import {
  canonicalJson,
  isIdempotencyKey,
  normaliseIdempotencyKey,
} from "../../../core/idempotency/idempotency-key";
import type { Database } from "../../db/database";
import { idempotencyKeys } from "../../db/schema/idempotency-keys";
import { Conflict, Malformed } from "../../domain-errors";

/** How long a key remembers its answer (docs/api-tickets.md). */
export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;

export interface IdempotentAnswer<T> {
  readonly status: 200 | 201;
  readonly body: T;
  /** True when this is the stored answer of an earlier request with the same key. */
  readonly replayed: boolean;
}

/**
 * The optional key of a request: undefined when none was sent; 400
 * `b2b_ticket_idempotency_key_invalid` when one was sent but is malformed.
 */
export function readIdempotencyKey(header: string | undefined): string | undefined {
  if (header === undefined || header === "") return undefined;
  if (!isIdempotencyKey(header)) throw new Malformed("b2b_ticket_idempotency_key_invalid");
  return normaliseIdempotencyKey(header);
}

/** The key of a write that requires one: 400 `b2b_ticket_idempotency_key_invalid` when missing too. */
export function requireIdempotencyKey(header: string | undefined): string {
  const key = readIdempotencyKey(header);
  if (key === undefined) throw new Malformed("b2b_ticket_idempotency_key_invalid");
  return key;
}

/** SHA-256 of the route and the canonical payload: the same key on another route is another request. */
export const requestHash = (route: string, payload: unknown): string =>
  createHash("sha256")
    .update(`${route}\n${canonicalJson(payload)}`)
    .digest("hex");

/**
 * Runs `work` at most once per user and key. Must be called inside the transaction that `work`
 * writes in: the key row is claimed first (a concurrent request with the same key waits on its
 * primary key until this transaction ends), and it is rolled back with everything else when `work`
 * throws, so a refused request leaves the key free. Same key and payload: the stored answer. Same
 * key, other payload: 409 `b2b_ticket_idempotency_conflict`. Without a key, `work` just runs.
 */
export async function runIdempotent<T>(
  tx: Database,
  request: {
    readonly userId: number;
    readonly key: string | undefined;
    readonly hash: string;
    readonly now: Date;
  },
  work: () => Promise<{ readonly status: 200 | 201; readonly body: T }>,
): Promise<IdempotentAnswer<T>> {
  const { userId, key, hash, now } = request;
  if (key === undefined) return { ...(await work()), replayed: false };
  const expired = new Date(now.getTime() - IDEMPOTENCY_TTL_MS);
  const claimed = await tx
    .insert(idempotencyKeys)
    .values({ userId, key, requestHash: hash, cStamp: now })
    .onConflictDoUpdate({
      target: [idempotencyKeys.userId, idempotencyKeys.key],
      // A key older than 24 hours is free again: it is taken over as if new.
      set: { requestHash: hash, cStamp: now, responseStatus: null, responseBody: null },
      setWhere: lt(idempotencyKeys.cStamp, expired),
    })
    .returning({ userId: idempotencyKeys.userId });
  if (claimed.length === 0) {
    const [stored] = await tx
      .select()
      .from(idempotencyKeys)
      .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)))
      .limit(1);
    if (stored === undefined || stored.requestHash !== hash)
      throw new Conflict("b2b_ticket_idempotency_conflict");
    const status = stored.responseStatus === 200 ? 200 : 201;
    return { status, body: stored.responseBody as T, replayed: true };
  }
  const answer = await work();
  await tx
    .update(idempotencyKeys)
    .set({ responseStatus: answer.status, responseBody: answer.body })
    .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)));
  return { ...answer, replayed: false };
}

import type { Database } from "../../db/database";
import { requestHash, runIdempotent } from "./run-idempotent";

/**
 * A write (a store record, a post) that runs at most once per person and Idempotency-Key (the shared key store, server/db/schema/idempotency-keys.ts):
 * the same form sent twice after a lost answer saves once and answers the same record. `work`
 * writes in the transaction and returns the record's id.
 */
export async function idempotentWrite(
  db: Database,
  request: {
    readonly userId: number;
    readonly key: string | undefined;
    readonly route: string;
    readonly input: unknown;
    readonly now: Date;
  },
  work: (tx: Database) => Promise<number>,
): Promise<number> {
  const answer = await db.transaction((tx) =>
    runIdempotent<{ readonly id: number }>(
      tx,
      {
        userId: request.userId,
        key: request.key,
        hash: requestHash(request.route, request.input),
        now: request.now,
      },
      async () => ({ status: 201, body: { id: await work(tx) } }),
    ),
  );
  return answer.body.id;
}

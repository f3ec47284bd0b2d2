import { and, eq, gt, isNull } from "drizzle-orm";
import type { Database } from "../../../db/database";
import { registrations } from "../../tables/registrations";
import { isTokenShaped, tokenDigest } from "../verification/one-time-token";

export type Registration = typeof registrations.$inferSelect;

/** The registration of a link token if it is still open (not used, not expired); else undefined. */
export async function findOpenRegistration(
  db: Database,
  token: unknown,
  now: Date,
): Promise<Registration | undefined> {
  if (!isTokenShaped(token)) return undefined;
  const [row] = await db
    .select()
    .from(registrations)
    .where(
      and(
        eq(registrations.tokenDigest, tokenDigest(token)),
        isNull(registrations.consumedAt),
        gt(registrations.expiresAt, now),
      ),
    )
    .limit(1);
  return row;
}

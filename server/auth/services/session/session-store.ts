import { randomUUID } from "node:crypto";
import { and, eq, getTableColumns, gt, isNull, or, sql } from "drizzle-orm";
import type { Database } from "../../../db/database";
import { companies } from "../../../db/schema/companies";
import { sessions } from "../../tables/sessions";
import { users } from "../../../db/schema/users";
import { hashRefreshToken, newRefreshToken } from "./refresh-token";

export interface OpenedSession {
  readonly sessionId: string;
  readonly refreshToken: string;
}

/**
 * Opens a session with an absolute expiry; `masterSessionId` links an acting-as session to user 1's
 * own. An acting-as session never outlives its master: its expiry is at most the master's, and a
 * refresh never moves an expiry, so acting as someone cannot stretch user 1's login past its end.
 */
export async function openSession(
  db: Database,
  options: {
    readonly userId: number;
    readonly now: Date;
    readonly ttlSeconds: number;
    readonly masterSessionId?: string;
  },
): Promise<OpenedSession> {
  const sessionId = randomUUID();
  const refreshToken = newRefreshToken();
  const ownEnd = options.now.getTime() + options.ttlSeconds * 1000;
  const masterEnd =
    options.masterSessionId === undefined ? undefined : await sessionExpiry(db, options.masterSessionId);
  await db.insert(sessions).values({
    id: sessionId,
    userId: options.userId,
    refreshTokenHash: hashRefreshToken(refreshToken),
    refreshRotatedAt: options.now,
    createdAt: options.now,
    expiresAt: new Date(Math.min(ownEnd, masterEnd ?? ownEnd)),
    actingAsMasterSessionId: options.masterSessionId ?? null,
  });
  return { sessionId, refreshToken };
}

async function sessionExpiry(db: Database, sessionId: string): Promise<number | undefined> {
  const [row] = await db
    .select({ expiresAt: sessions.expiresAt })
    .from(sessions)
    .where(eq(sessions.id, sessionId));
  return row?.expiresAt.getTime();
}

/** Ends a session and every acting-as session opened from it. */
export async function revokeSession(db: Database, sessionId: string, now: Date): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(
      and(
        or(eq(sessions.id, sessionId), eq(sessions.actingAsMasterSessionId, sessionId)),
        isNull(sessions.revokedAt),
      ),
    );
}

// What a request needs of its user: every column but the password hash and the row's creation time.
// The hash never leaves the sign-in path, and each column less is less to send and decode per request.
const { passwordHash: _hash, createdAt: _created, ...sessionUserColumns } = getTableColumns(users);

/** The user of a live session, with the company the permission checks need. */
export type SessionUser = Omit<typeof users.$inferSelect, "passwordHash" | "createdAt"> & {
  readonly companyName: string;
};

export interface LiveSession {
  readonly sessionId: string;
  readonly masterSessionId: string | null;
  readonly user: SessionUser;
}

// The one query of every authenticated request, built once per database: drizzle does not rebuild its
// SQL, and on PostgreSQL it is a named prepared statement, parsed and planned once per connection.
function liveSessionQuery(db: Database) {
  return db
    .select({
      sessionId: sessions.id,
      masterSessionId: sessions.actingAsMasterSessionId,
      user: sessionUserColumns,
      companyName: companies.name,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .innerJoin(companies, eq(companies.id, users.companyId))
    .where(
      and(
        eq(sessions.id, sql.placeholder("sessionId")),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, sql.placeholder("now")),
        eq(users.status, "active"),
      ),
    )
    .limit(1)
    .prepare("find_live_session");
}

const preparedLiveSession = new WeakMap<Database, ReturnType<typeof liveSessionQuery>>();

/**
 * The session behind an access token, if it is still live (not revoked, not past its absolute
 * expiry) and its user is active. One indexed read per authenticated request, never cached in memory:
 * a logout or a disabled user takes effect on the next request, on every instance.
 */
export async function findLiveSession(
  db: Database,
  sessionId: string,
  now: Date,
): Promise<LiveSession | null> {
  let query = preparedLiveSession.get(db);
  if (query === undefined) {
    query = liveSessionQuery(db);
    preparedLiveSession.set(db, query);
  }
  const rows = await query.execute({ sessionId, now });
  const row = rows[0];
  if (row === undefined) return null;
  return {
    sessionId: row.sessionId,
    masterSessionId: row.masterSessionId,
    user: { ...row.user, companyName: row.companyName },
  };
}

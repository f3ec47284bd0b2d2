import type { Database } from "../../../db/database";
import type { AccessTokenIssuer } from "./access-token";
import { openSession } from "./session-store";

export interface TokenPair {
  readonly access_token: string;
  readonly refresh_token: string;
}

/** Opens a session for a user and answers the token pair of the login contract. */
export async function startSession(
  ctx: {
    readonly db: Database;
    readonly tokens: AccessTokenIssuer;
    readonly now: Date;
    readonly refreshTtlSeconds: number;
  },
  user: { readonly id: number; readonly role: string },
  masterSessionId?: string,
): Promise<TokenPair & { readonly sessionId: string }> {
  const opened = await openSession(ctx.db, {
    userId: user.id,
    now: ctx.now,
    ttlSeconds: ctx.refreshTtlSeconds,
    ...(masterSessionId === undefined ? {} : { masterSessionId }),
  });
  const accessToken = await ctx.tokens.sign(
    { userId: user.id, sessionId: opened.sessionId, role: user.role },
    ctx.now,
  );
  return { access_token: accessToken, refresh_token: opened.refreshToken, sessionId: opened.sessionId };
}

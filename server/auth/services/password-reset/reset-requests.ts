import { asc, inArray } from "drizzle-orm";
import type { Database } from "../../../db/database";
import { resetRequests } from "../../tables/reset-requests";
import type { MessageLanguage } from "../../../services/delivery/message-text";
import { resetAccountByPhone, resetAccountsByEmail, type ResetAccount } from "./reset-accounts";
import { RESET_LINK_TTL_SECONDS } from "./reset-links";
import { sendResetLink } from "./send-reset";

/** A forgot-password request as the handler takes it: by phone (country code, mobile) or by e-mail. */
export type ResetRequest =
  | { readonly channel: "sms"; readonly countryCode: string; readonly mobile: string }
  | { readonly channel: "email"; readonly email: string };

const BATCH = 20;

/**
 * What a forgot-password request does inside the request: one insert, the same whether or not an
 * account matches (no lookup), so the answer's timing does not tell. The worker below does the rest.
 */
export async function queueResetRequest(
  db: Database,
  request: ResetRequest,
  options: { readonly language: MessageLanguage; readonly now: Date },
): Promise<void> {
  await db.insert(resetRequests).values({
    channel: request.channel,
    countryCode: request.channel === "sms" ? request.countryCode : null,
    target: request.channel === "sms" ? request.mobile : request.email,
    language: options.language,
    createdAt: options.now,
  });
}

/**
 * Resolves waiting requests: finds the account(s), makes a reset link for each and queues the SMS
 * or e-mail (an unknown target gets nothing). Each batch is claimed with `FOR UPDATE SKIP LOCKED`
 * and deleted in the same transaction as the links and outbox rows it makes, so several instances
 * share the work and a crash leaves the request to the next run, never half done. A request older
 * than a reset link's lifetime is dropped: its link would be dead on arrival. Returns how many
 * requests were resolved.
 */
export async function processResetRequests(ctx: {
  readonly db: Database;
  readonly publicUrl: string;
  readonly now: Date;
}): Promise<number> {
  let resolved = 0;
  for (;;) {
    const done = await ctx.db.transaction(async (tx) => {
      const due = tx
        .select({ id: resetRequests.id })
        .from(resetRequests)
        .orderBy(asc(resetRequests.id))
        .limit(BATCH)
        .for("update", { skipLocked: true });
      const claimed = await tx.delete(resetRequests).where(inArray(resetRequests.id, due)).returning();
      for (const request of claimed) {
        if (ctx.now.getTime() - request.createdAt.getTime() > RESET_LINK_TTL_SECONDS * 1000) continue;
        const message = { db: tx, publicUrl: ctx.publicUrl, language: request.language, now: ctx.now };
        for (const account of await accountsFor(tx, request))
          await sendResetLink(message, account, request.channel);
      }
      return claimed.length;
    });
    resolved += done;
    if (done < BATCH) return resolved;
  }
}

function accountsFor(
  db: Database,
  request: typeof resetRequests.$inferSelect,
): Promise<readonly ResetAccount[]> {
  if (request.channel === "email") return resetAccountsByEmail(db, request.target);
  return resetAccountByPhone(db, request.countryCode ?? "", request.target).then((account) =>
    account === undefined ? [] : [account],
  );
}

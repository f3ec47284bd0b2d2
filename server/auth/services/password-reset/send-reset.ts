import type { Database } from "../../../db/database";
import type { MessageLanguage } from "../../../services/delivery/message-text";
import { queueNotice, type NoticeKeys } from "../../../services/delivery/notice";
import { resetPasswordLink } from "../../../services/delivery/portal-links";
import type { ResetAccount } from "./reset-accounts";
import { createResetLink, RESET_LINK_TTL_SECONDS } from "./reset-links";

export interface ResetMessageContext {
  readonly db: Database;
  readonly publicUrl: string;
  readonly language: MessageLanguage;
  readonly now: Date;
}

/**
 * Sends an account a single-use reset link, by SMS to its mobile or by e-mail to its address.
 * `accountExists` words it for a registration made with the mobile of an existing account ("you
 * already have an account"), which gets the same link instead of a second account.
 */
export async function sendResetLink(
  ctx: ResetMessageContext,
  account: ResetAccount,
  channel: "sms" | "email",
  options: { readonly accountExists?: boolean } = {},
): Promise<void> {
  if (channel === "email" && account.email === null) return;
  const link = resetPasswordLink(ctx.publicUrl, await createResetLink(ctx.db, account.id, ctx.now));
  const values = {
    link,
    name: account.fName,
    mobile: account.mobile,
    minutes: RESET_LINK_TTL_SECONDS / 60,
  };
  const keys: NoticeKeys =
    options.accountExists === true
      ? {
          sms: "b2b_msg_account_exists_sms",
          subject: "b2b_msg_account_exists_subject",
          body: "b2b_msg_account_exists_body",
        }
      : { sms: "b2b_msg_reset_sms", subject: "b2b_msg_reset_subject", body: "b2b_msg_reset_body" };
  await queueNotice(ctx.db, {
    to:
      channel === "sms"
        ? { phone: account, language: ctx.language }
        : { email: account.email ?? "", language: ctx.language },
    keys,
    values,
    links: [link],
    now: ctx.now,
  });
}

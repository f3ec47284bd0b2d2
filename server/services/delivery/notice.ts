import { inArray } from "drizzle-orm";
import type { MessageKey } from "../../../core/i18n/catalogue";
import type { Database } from "../../db/database";
import { users } from "../../db/schema/users";
import { messageText, type MessageLanguage } from "./message-text";
import { queueEmail, queueSms, type PhoneNumber } from "./send-message";

/**
 * The one way the server builds an e-mail or SMS (docs/architecture.md, "Messages to people"): the
 * texts are catalogue keys, rendered in the recipient's language, never sentences written in code
 * and never two languages glued together. Every sender (registration, codes, resets, approvals,
 * ticket notices, and each area's own notices) calls `queueNotice`; the outbox row holds the text.
 */

/** Where a notice goes and in which language it is written. */
export type NoticeRecipient =
  | { readonly email: string; readonly language: MessageLanguage }
  | { readonly phone: PhoneNumber; readonly language: MessageLanguage };

/**
 * The catalogue keys of a notice: an e-mail has a subject and a body, an SMS one text. A notice that
 * only ever goes one way names only that channel's keys (a code goes by SMS only).
 */
export interface NoticeKeys {
  readonly subject?: MessageKey;
  readonly body?: MessageKey;
  readonly sms?: MessageKey;
}

/**
 * The `{placeholders}` of a notice. A function when a value is itself a text that depends on the
 * language (a program's name, a status): it is called with the recipient's language.
 */
export type NoticeValues =
  | Readonly<Record<string, string | number>>
  | ((language: MessageLanguage) => Readonly<Record<string, string | number>>);

export interface Notice {
  readonly to: NoticeRecipient;
  readonly keys: NoticeKeys;
  readonly values?: NoticeValues;
  readonly links?: readonly string[];
  readonly now: Date;
}

/** One text of a notice in one language, its placeholders filled (exported for tests). */
export function noticeText(key: MessageKey, language: MessageLanguage, values: NoticeValues = {}): string {
  return messageText(key, language, typeof values === "function" ? values(language) : values);
}

/**
 * Queues one notice to one recipient (one message each: nobody sees another's address). A notice
 * without the keys of its channel is a programming error, not a message to drop silently.
 */
export async function queueNotice(db: Database, notice: Notice): Promise<number> {
  const { to, keys, values, now } = notice;
  const links = notice.links ?? [];
  if ("email" in to) {
    if (keys.subject === undefined || keys.body === undefined)
      throw new Error("an e-mail notice needs a subject and a body");
    return queueEmail(db, {
      to: to.email,
      subject: noticeText(keys.subject, to.language, values),
      text: noticeText(keys.body, to.language, values),
      links,
      now,
    });
  }
  if (keys.sms === undefined) throw new Error("an SMS notice needs its text");
  return queueSms(db, { to: to.phone, text: noticeText(keys.sms, to.language, values), links, now });
}

/** The language each user last used or chose (users.language), for notices about them or to them. */
export async function languagesOf(
  db: Database,
  userIds: readonly number[],
): Promise<ReadonlyMap<number, MessageLanguage>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .select({ id: users.id, language: users.language })
    .from(users)
    .where(inArray(users.id, [...userIds]));
  return new Map(rows.map((row) => [row.id, row.language]));
}

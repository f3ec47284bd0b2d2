import { eq } from "drizzle-orm";
import type { Database } from "../../db/database";
import { users } from "../../db/schema/users";
import type { MessageLanguage } from "../delivery/message-text";

/**
 * Keeps the language a user works in (users.language), so the messages sent to them later (an
 * approval, a ticket notice) are written in it. Every signed-in call carries the app's language in
 * the `Language` header (requireSession hands it here); nothing is written when it has not changed,
 * so the common read stays one query. Not while acting as someone: head office's language is not
 * the other person's.
 */
export async function rememberLanguage(
  db: Database,
  user: { readonly id: number; readonly language: MessageLanguage },
  language: MessageLanguage | undefined,
): Promise<void> {
  if (language === undefined || language === user.language) return;
  await db.update(users).set({ language }).where(eq(users.id, user.id));
}

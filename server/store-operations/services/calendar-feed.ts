import { createHmac, timingSafeEqual } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import { createEvents, type EventAttributes } from "ics";
import { parseIsoDate } from "../../../core/store-operations/compliance-state";
import { icsText } from "../../../core/store-operations/ics-text";
import { REMINDER_LEADS } from "../../../core/store-operations/reminder-schedule";
import type { Database } from "../../db/database";
import { users } from "../../db/schema/users";
import { DEFAULT_MESSAGE_LANGUAGE, messageText } from "../../services/delivery/message-text";
import { obligationsBetween } from "./dated-obligations";
import { portalLink } from "../../services/delivery/portal-links";

/*
 * The per-store iCalendar feed of licence expiries and next services (the `ics` library). A
 * calendar application subscribes to a URL and cannot send our bearer token, so the feed's URL
 * carries its person and a signature of the person, their link generation and the store, handed out
 * only to someone who may see the store's licences (docs/decisions.md, "Calendar feed"). A new
 * generation ("make a new link" in settings) stops every older link of that person at once; a
 * person who is no longer active, or no longer works in the store, gets nothing from theirs.
 */

/** Whose link it is: the person and the generation of their links. */
export interface FeedOwner {
  readonly userId: number;
  readonly generation: number;
}

const feedSignature = (secret: string, owner: FeedOwner, storeId: number): string =>
  createHmac("sha256", secret)
    .update(`store-calendar:${owner.userId}:${owner.generation}:${storeId}`)
    .digest("base64url");

/** The feed's path relative to the API base. */
export const calendarFeedUrl = (secret: string, owner: FeedOwner, storeId: number): string =>
  `store-calendar/${storeId}?u=${owner.userId}&sig=${feedSignature(secret, owner, storeId)}`;

export function verifyCalendarSignature(
  secret: string,
  owner: FeedOwner,
  storeId: number,
  sig: string | undefined,
): boolean {
  if (sig === undefined) return false;
  const expected = Buffer.from(feedSignature(secret, owner, storeId));
  const given = Buffer.from(sig);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** The person's current link generation and store scope, or undefined unless they are active. */
export async function feedOwner(
  db: Database,
  userId: number,
): Promise<(FeedOwner & { readonly allStores: boolean }) | undefined> {
  const [row] = await db
    .select({ generation: users.calendarFeedGeneration, allStores: users.allStores })
    .from(users)
    .where(and(eq(users.id, userId), eq(users.status, "active")));
  return row === undefined ? undefined : { userId, generation: row.generation, allStores: row.allStores };
}

/** "Make a new link": the next generation, so every link given before stops answering. */
export async function renewFeedLinks(db: Database, userId: number): Promise<void> {
  await db
    .update(users)
    .set({ calendarFeedGeneration: sql`${users.calendarFeedGeneration} + 1` })
    .where(eq(users.id, userId));
}

/** The store's dates as all-day events with alarms 30 and 7 days before, in the portal's language. */
export async function storeCalendar(db: Database, storeId: number, publicUrl: string): Promise<string> {
  const obligations = await obligationsBetween(db, { from: null, to: null, storeId });
  const events: EventAttributes[] = obligations.flatMap((o) => {
    const date = parseIsoDate(o.dueDate);
    if (date === undefined) return [];
    const next = date.add({ days: 1 });
    const kind = o.kind === "license" ? "ui_ops_calendar_license" : "ui_ops_calendar_maintenance";
    return [
      {
        uid: `${o.kind}-${o.id}-${o.dueDate}@franchise-portal`,
        title: messageText(kind, DEFAULT_MESSAGE_LANGUAGE, { title: o.title, store: o.store }),
        start: [date.year, date.month, date.day],
        end: [next.year, next.month, next.day],
        // In the description, not `url`: ics refuses hosts without a dot (localhost in demo mode).
        description: portalLink(publicUrl, o.kind === "license" ? "licenses" : "equipment-maintenance"),
        categories: [o.kind],
        alarms: REMINDER_LEADS.map((days) => ({
          action: "display" as const,
          // ics escapes only an event's texts, not an alarm's: a `;` or `,` in a title would be read as a separator.
          description: icsText(o.title),
          trigger: { days, before: true },
        })),
      },
    ];
  });
  const { error, value } = createEvents(events, {
    productId: "franchise-portal/store-operations",
    calName: "Franchise portal",
  });
  // ics reports yup's validation objects, which are not Errors: wrap them so onError logs them.
  if (error !== null || value === null)
    throw new Error(`calendar feed could not be written: ${String(error)}`);
  return value;
}

import { and, eq, inArray } from "drizzle-orm";
import { AMBER_WINDOW_DAYS, daysUntil, parseIsoDate } from "../../../core/store-operations/compliance-state";
import { reminderDue } from "../../../core/store-operations/reminder-schedule";
import type { Database } from "../../db/database";
import type { PeriodicJob } from "../../services/jobs/periodic-job";
import { queueMessage } from "../../services/outbox/queue-message";
import { e164 } from "../../services/delivery/send-message";
import { portalLink } from "../../services/delivery/portal-links";
import { messageText } from "../../services/delivery/message-text";
import { complianceReminders } from "../tables/compliance-reminders";
import { obligationsBetween, type DatedObligation } from "./dated-obligations";
import { groupToday } from "./group-today";
import { storeResponsibles, type StoreResponsible } from "./store-people";

/** How often the background sweep looks for reminders to send (they are day-based, so hourly is plenty). */
export const REMINDER_SWEEP_MS = 60 * 60 * 1000;

/** The hourly sweep as a periodic job: once per hour across all instances (services/jobs/periodic-job.ts). */
export function complianceRemindersJob(options: {
  readonly db: Database;
  readonly publicUrl: string;
}): PeriodicJob {
  return {
    name: "compliance-reminders",
    periodMs: REMINDER_SWEEP_MS,
    run: ({ now }) => sendDueReminders(options.db, { now, publicUrl: options.publicUrl }),
  };
}

const TEXTS = {
  license: {
    subject: "b2b_msg_license_reminder_subject",
    body: "b2b_msg_license_reminder_body",
    path: "licenses",
  },
  maintenance: {
    subject: "b2b_msg_maintenance_reminder_subject",
    body: "b2b_msg_maintenance_reminder_body",
    path: "equipment-maintenance",
  },
} as const;

/**
 * Sends the reminders due on the server's day (deps.now in the group's zone): for each licence
 * expiring and each service due within 30 days, the reminder core's rule names (30 or 7 days
 * before, once each), to the store's franchisee and managers, through the outbox (e-mail when the
 * person has an address, else SMS). A reminder row is claimed before its message is queued, so two
 * instances sweeping at once send it once. Returns how many messages were queued.
 */
export async function sendDueReminders(
  db: Database,
  options: { readonly now: Date; readonly publicUrl: string },
): Promise<number> {
  const today = groupToday(options.now);
  const due = await obligationsBetween(db, {
    from: today.toString(),
    to: today.add({ days: AMBER_WINDOW_DAYS }).toString(),
  });
  if (due.length === 0) return 0;
  const people = await storeResponsibles(db, [...new Set(due.map((o) => o.storeId))]);
  let queued = 0;
  for (const obligation of due) {
    const date = parseIsoDate(obligation.dueDate);
    if (date === undefined) continue;
    const lead = reminderDue(date, today, await leadsSent(db, obligation));
    if (lead === undefined) continue;
    for (const person of people.filter((p) => p.storeId === obligation.storeId))
      queued += await remind(db, obligation, person, daysUntil(date, today), lead, options);
  }
  return queued;
}

async function leadsSent(db: Database, obligation: DatedObligation): Promise<number[]> {
  const rows = await db
    .select({ lead: complianceReminders.leadDays })
    .from(complianceReminders)
    .where(
      and(
        eq(complianceReminders.kind, obligation.kind),
        eq(complianceReminders.recordId, obligation.id),
        eq(complianceReminders.dueDate, obligation.dueDate),
      ),
    );
  return rows.map((r) => r.lead);
}

async function remind(
  db: Database,
  obligation: DatedObligation,
  person: StoreResponsible,
  days: number,
  lead: number,
  options: { readonly now: Date; readonly publicUrl: string },
): Promise<number> {
  const texts = TEXTS[obligation.kind];
  const link = portalLink(options.publicUrl, texts.path);
  const [dd = "", mm = "", yyyy = ""] = obligation.dueDate.split("-").toReversed();
  const values = {
    name: person.name,
    store: obligation.store,
    title: obligation.title,
    date: `${dd}/${mm}/${yyyy}`,
    days,
    link,
  };
  // In the language the person uses (docs/architecture.md, "Messages to people").
  const subject = messageText(texts.subject, person.language, values);
  const body = messageText(texts.body, person.language, values);
  const channel = person.email === null || person.email === "" ? "sms" : "email";
  const [claimed] = await db
    .insert(complianceReminders)
    .values({
      kind: obligation.kind,
      recordId: obligation.id,
      storeId: obligation.storeId,
      dueDate: obligation.dueDate,
      leadDays: lead,
      subject,
      body,
      recipientName: person.name,
      channel,
      cStamp: options.now,
    })
    .onConflictDoNothing()
    .returning({ id: complianceReminders.id });
  if (claimed === undefined) return 0;
  const outboxId = await queueMessage(db, {
    channel,
    recipient: channel === "email" ? (person.email ?? "") : e164(person),
    subject: channel === "email" ? subject : null,
    body: channel === "email" ? body : `${subject} ${link}`,
    links: [link],
    now: options.now,
  });
  await db
    .update(complianceReminders)
    .set({ outboxId })
    .where(inArray(complianceReminders.id, [claimed.id]));
  return 1;
}

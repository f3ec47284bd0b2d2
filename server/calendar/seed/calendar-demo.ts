import type { Database } from "../../db/database";
import { resyncIdentity } from "../../seed/reference-seed";
import { meetingRoles, meetingStores, meetings } from "../tables/meetings";

/*
 * Demo meetings (demo mode only), placed around the first seeding: this year's past ones and the
 * coming weeks', for single stores, for roles, for everyone's managers, so every demo account sees
 * some on /upcoming and /upcomingmeetings. Fixed ids: a restart keeps what exists.
 */

const DAY_MS = 24 * 60 * 60 * 1000;

const DEMO_MEETINGS = [
  {
    id: 1,
    inDays: -30,
    hour: 10,
    minutes: 60,
    description: "Απολογισμός πωλήσεων Οκτωβρίου",
    stores: [],
    roles: ["franchisee", "store_manager"],
  },
  {
    id: 2,
    inDays: 1,
    hour: 9,
    minutes: 45,
    description: "Ενημέρωση για το χειμερινό μενού",
    stores: [1, 2],
    roles: [],
  },
  {
    id: 3,
    inDays: 3,
    hour: 11,
    minutes: 90,
    description: "Εκπαίδευση στο νέο σύστημα ταμείου",
    stores: [],
    roles: ["user", "trainee"],
  },
  {
    id: 4,
    inDays: 6,
    hour: 15,
    minutes: 30,
    description: "Έλεγχος υγιεινής - προετοιμασία επιθεώρησης",
    stores: [4],
    roles: [],
  },
  {
    id: 5,
    inDays: 10,
    hour: 10,
    minutes: 120,
    description: "Συνάντηση franchisees Βορείου Ελλάδας",
    stores: [2, 3],
    roles: ["franchisee"],
  },
  {
    id: 6,
    inDays: 14,
    hour: 12,
    minutes: 60,
    description: "Προγραμματισμός εορταστικής περιόδου",
    stores: [],
    roles: ["store_manager", "greg-user"],
  },
  {
    id: 7,
    inDays: 21,
    hour: 9,
    minutes: 60,
    description: "Εβδομάδα υποδοχής νέων εκπαιδευόμενων",
    stores: [],
    roles: ["trainee"],
  },
] as const;

export async function seedCalendarDemo(db: Database, now: Date): Promise<void> {
  const startOfDay = new Date(now);
  startOfDay.setUTCHours(0, 0, 0, 0);
  for (const meeting of DEMO_MEETINGS) {
    // Hours are Athens wall-clock hours (UTC+2 in winter).
    const dateTime = new Date(
      startOfDay.getTime() + meeting.inDays * DAY_MS + (meeting.hour - 2) * 3_600_000,
    );
    const inserted = await db
      .insert(meetings)
      .values({
        id: meeting.id,
        uid: `demo-meeting-${meeting.id}@franchise-portal`,
        dateTime,
        durationMinutes: meeting.minutes,
        description: meeting.description,
        createdBy: 1,
        cStamp: new Date(now.getTime() - 45 * DAY_MS),
      })
      .onConflictDoNothing()
      .returning({ id: meetings.id });
    if (inserted.length === 0) continue;
    if (meeting.stores.length > 0)
      await db
        .insert(meetingStores)
        .values(meeting.stores.map((storeId) => ({ meetingId: meeting.id, storeId })));
    if (meeting.roles.length > 0)
      await db.insert(meetingRoles).values(meeting.roles.map((role) => ({ meetingId: meeting.id, role })));
  }
  await resyncIdentity(db, ["meetings"]);
}

import { GROUP_TIME_ZONE } from "../../../core/constants/group-time-zone";
import { randomUUID } from "node:crypto";
import { and, eq, inArray, isNotNull, or } from "drizzle-orm";
import { Temporal } from "temporal-polyfill";
import {
  meetingIsValid,
  readMeetingInstant,
  validateMeeting,
  type MeetingInput,
} from "../../../core/calendar/meeting-input";
import type { Database } from "../../db/database";
import { stores } from "../../db/schema/stores";
import { userStores } from "../../db/schema/user-stores";
import { users } from "../../db/schema/users";
import { Invalid } from "../../domain-errors";
import { messageText } from "../../services/delivery/message-text";
import { queueMessage } from "../../services/outbox/queue-message";
import { userPreferences } from "../../account/tables/user-preferences";
import { meetingRoles, meetingStores, meetings } from "../tables/meetings";
import { meetingIcs } from "./meeting-ics";
import { requestHash, runIdempotent } from "../../services/idempotency/run-idempotent";

const when = (at: Date, language: "gr" | "en"): string =>
  Temporal.Instant.fromEpochMilliseconds(at.getTime())
    .toZonedDateTimeISO(GROUP_TIME_ZONE)
    .toPlainDateTime()
    .toLocaleString(language === "gr" ? "el-GR" : "en-GB", { dateStyle: "full", timeStyle: "short" });

/**
 * POST meetings (head office): checks the meeting with core's rule, saves it with its stores and
 * roles, and writes one e-mail per invitee to the outbox — every active person with an e-mail who
 * works in an invited store or has an invited role — in their preferred language, with the meeting's
 * .ics attached. Unknown store ids are refused (422) before anything is written.
 */
export async function scheduleMeeting(
  db: Database,
  options: {
    readonly input: MeetingInput;
    readonly organizer: { readonly id: number; readonly name: string; readonly email: string | null };
    /** The form's Idempotency-Key: the same submission twice schedules one meeting (submit once). */
    readonly key: string | undefined;
    readonly now: Date;
  },
): Promise<{ readonly id: number; readonly invited: number }> {
  const { input, now } = options;
  const errors = validateMeeting(input, Temporal.Instant.fromEpochMilliseconds(now.getTime()));
  const firstKey = Object.values(errors).flat()[0];
  if (!meetingIsValid(errors) && firstKey !== undefined) throw new Invalid(firstKey);
  const at = readMeetingInstant(input.dateTime);
  if (at === undefined) throw new Invalid("b2b_meeting_date_invalid");
  const storeIds = [...new Set(input.store_ids)];
  const roles = [...new Set(input.roles)];
  if (storeIds.length > 0) {
    const known = await db.select({ id: stores.id }).from(stores).where(inArray(stores.id, storeIds));
    if (known.length !== storeIds.length) throw new Invalid("b2b_invalid_input");
  }
  const dateTime = new Date(at.epochMilliseconds);
  const description = input.description.trim();
  const uid = `meeting-${randomUUID()}@franchise-portal`;
  return db.transaction(async (tx) => {
    const answer = await runIdempotent(
      tx,
      { userId: options.organizer.id, key: options.key, hash: requestHash("meetings/schedule", input), now },
      async () => ({ status: 201 as const, body: await writeMeeting(tx) }),
    );
    return answer.body;
  });

  async function writeMeeting(tx: Database): Promise<{ readonly id: number; readonly invited: number }> {
    const [meeting] = await tx
      .insert(meetings)
      .values({
        uid,
        dateTime,
        durationMinutes: input.duration_minutes,
        description,
        createdBy: options.organizer.id,
        cStamp: now,
      })
      .returning({ id: meetings.id });
    if (meeting === undefined) throw new Error("meeting insert returned no row");
    if (storeIds.length > 0)
      await tx.insert(meetingStores).values(storeIds.map((storeId) => ({ meetingId: meeting.id, storeId })));
    if (roles.length > 0)
      await tx.insert(meetingRoles).values(roles.map((role) => ({ meetingId: meeting.id, role })));

    const invitees = await tx
      .selectDistinct({ id: users.id, email: users.email, language: userPreferences.language })
      .from(users)
      .leftJoin(userStores, eq(userStores.userId, users.id))
      .leftJoin(userPreferences, eq(userPreferences.userId, users.id))
      .where(
        and(
          eq(users.status, "active"),
          isNotNull(users.email),
          or(
            storeIds.length === 0 ? undefined : inArray(userStores.storeId, storeIds),
            roles.length === 0 ? undefined : inArray(users.role, roles),
          ),
        ),
      );
    const ics = meetingIcs({
      uid,
      dateTime,
      durationMinutes: input.duration_minutes,
      description,
      organizer: options.organizer,
      stamp: now,
    });
    for (const invitee of invitees) {
      if (invitee.email === null) continue;
      const language = invitee.language === "en" ? "en" : "gr";
      await queueMessage(tx, {
        channel: "email",
        recipient: invitee.email,
        subject: messageText("b2b_meeting_invitation_subject", language, {
          description: description.slice(0, 80),
        }),
        body: messageText("b2b_meeting_invitation_body", language, {
          when: when(dateTime, language),
          duration: input.duration_minutes,
          description,
        }),
        attachments: [
          {
            filename: "meeting.ics",
            contentType: "text/calendar; charset=utf-8; method=PUBLISH",
            content: ics,
          },
        ],
        now,
      });
    }
    return { id: meeting.id, invited: invitees.length };
  }
}

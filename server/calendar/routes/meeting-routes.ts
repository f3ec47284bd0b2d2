import { Hono, type Context } from "hono";
import * as Schema from "effect/Schema";
import { decodeKeysetCursor, readPageLimit } from "../../../core/account/account-page";
import { MeetingBody, MeetingCreated, MeetingsPage } from "../../../core/calendar/calendar-wire";
import { readMeetingInstant } from "../../../core/calendar/meeting-input";
import { mayScheduleMeetings } from "../../../core/calendar/meeting-scheduling";
import { Invalid } from "../../domain-errors";
import type { AppDeps, AppEnv } from "../../http/app-deps";
import { describeRoute } from "../../http/openapi/route-doc";
import { jsonBody, queryParams } from "../../http/validate";
import { meetingsFrom } from "../services/meeting-reads";
import { scheduleMeeting } from "../services/schedule-meeting";
import { IDEMPOTENCY_KEY_HEADER } from "../../../core/idempotency/idempotency-key";
import { readIdempotencyKey } from "../../services/idempotency/run-idempotent";
import { serverTiming } from "../../http/middleware/server-timing";

const MeetingsQuery = Schema.Struct({
  from_dateTime: Schema.String.check(Schema.isMaxLength(64)),
  cursor: Schema.optional(Schema.String.check(Schema.isMaxLength(40))),
  limit: Schema.optional(Schema.String.check(Schema.isMaxLength(8))),
});

/** The documentation of the two names of the list. */
const doc = (summary: string) =>
  describeRoute({
    summary,
    tag: "calendar",
    auth: "bearer",
    success: { status: 200, schema: MeetingsPage },
    errors: [401, 422],
  });

/** Meetings: the caller's from an instant on (GET meetings and its v2 name, events), and scheduling. */
export function meetingRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>();

  const list = async (c: Context<AppEnv, string, { out: { query: typeof MeetingsQuery.Type } }>) => {
    const query = c.req.valid("query");
    const from = readMeetingInstant(query.from_dateTime);
    const after = query.cursor === undefined ? undefined : decodeKeysetCursor(query.cursor);
    const limit = readPageLimit(query.limit);
    if (from === undefined || (query.cursor !== undefined && after === undefined) || limit === undefined)
      throw new Invalid("b2b_invalid_input");
    const { user, permission } = c.var.session;
    const page = await meetingsFrom(deps.db, user, { from: new Date(from.epochMilliseconds), after, limit });
    return c.json({ ...page, can_schedule: mayScheduleMeetings(permission, user) });
  };
  app.get(
    "/meetings",
    doc(
      "The caller's meetings (their stores or role) from from_dateTime (ISO 8601 instant) on, in time order, keyset pages",
    ),
    serverTiming(),
    queryParams(MeetingsQuery),
    list,
  );
  app.get(
    "/v2/events",
    doc("The v2 name of GET meetings: the same answer"),
    serverTiming(),
    queryParams(MeetingsQuery),
    list,
  );

  app.post(
    "/meetings/schedule",
    describeRoute({
      summary:
        "Head office schedules a meeting for stores and/or roles; every invitee gets an e-mail with the meeting's .ics attached",
      tag: "calendar",
      auth: "bearer",
      success: { status: 201, schema: MeetingCreated },
      errors: [400, 401, 403, 409, 422],
    }),
    jsonBody(MeetingBody),
    async (c) => {
      const { user } = c.var.session;
      const created = await scheduleMeeting(deps.db, {
        input: c.req.valid("json"),
        organizer: { id: user.id, name: `${user.fName} ${user.lName}`.trim(), email: user.email },
        key: readIdempotencyKey(c.req.header(IDEMPOTENCY_KEY_HEADER)),
        now: deps.now(),
      });
      return c.json({ status: "success" as const, message: "b2b_meeting_scheduled", ...created }, 201);
    },
  );

  return app;
}

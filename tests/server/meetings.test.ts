import ICAL from "ical.js";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { availableDatabases } from "./support/database-targets";
import { bearer, getJson, loginTokens } from "./support/http";
import { queryRows, sql } from "./support/query";
import { startTestServer, type TestServer } from "./support/test-server";

const databases = await availableDatabases();
const HOUR = 3_600_000;

// Demo data: 6900000001 head office; 6900000003 manager of store 1; 6900000006 manager of store 4;
// 6900000004 staff of store 2; 6900000005 trainee.
const HEAD_OFFICE = "6900000001";
const MANAGER_STORE_1 = "6900000003";
const MANAGER_STORE_4 = "6900000006";
const STAFF = "6900000004";

interface MeetingsAnswer {
  items: { id: number; dateTime: string; description: string; store_ids: number[]; roles: string[] }[];
  next_cursor: string | null;
}

describe.each(databases)("meetings on $name", (target) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(target);
  });
  afterAll(() => server.stop());
  beforeEach(() => server.clock.advance(HOUR));

  const token = async (mobile: string) => (await loginTokens(server.api, mobile)).access_token;
  const schedule = async (mobile: string, body: unknown) =>
    fetch(`${server.api}/meetings/schedule`, {
      method: "POST",
      headers: { ...bearer(await token(mobile)), "Content-Type": "application/json" },
      body: JSON.stringify(body),
    });
  const meetingsOf = async (mobile: string, from: string) =>
    (await (
      await getJson(server.api, `meetings?from_dateTime=${encodeURIComponent(from)}`, await token(mobile))
    ).json()) as MeetingsAnswer;
  /** Five days ahead, on a whole minute (as the form sends it). */
  const count = async () =>
    (
      await queryRows<{ n: number }>(server.server.database.db, sql`select count(*)::int as n from meetings`)
    )[0]?.n;
  const future = () => {
    const at = new Date(server.clock.now().getTime() + 5 * 24 * HOUR);
    at.setUTCSeconds(0, 0);
    return at.toISOString();
  };

  it("head office schedules a meeting for one store: its people see it, others do not, invitees get the .ics", async () => {
    const at = future();
    const created = await schedule(HEAD_OFFICE, {
      dateTime: at,
      description: "Σύσκεψη καταστήματος Σύνταγμα",
      duration_minutes: 45,
      store_ids: [1],
      roles: [],
    });
    expect(created.status).toBe(201);
    const answer = (await created.json()) as { id: number; invited: number };
    expect(answer.invited).toBeGreaterThanOrEqual(1);

    const from = new Date(server.clock.now().getTime() - HOUR).toISOString();
    expect((await meetingsOf(MANAGER_STORE_1, from)).items.map((m) => m.id)).toContain(answer.id);
    expect((await meetingsOf(MANAGER_STORE_4, from)).items.map((m) => m.id)).not.toContain(answer.id);
    expect((await meetingsOf(STAFF, from)).items.map((m) => m.id)).not.toContain(answer.id);
    // v2 name, same answer.
    const v2 = (await (
      await getJson(
        server.api,
        `v2/events?from_dateTime=${encodeURIComponent(from)}`,
        await token(MANAGER_STORE_1),
      )
    ).json()) as MeetingsAnswer;
    expect(v2.items.map((m) => m.id)).toContain(answer.id);

    const [mail] = await queryRows<{
      recipient: string;
      attachments: { filename: string; content: string }[];
    }>(
      server.server.database.db,
      sql`select recipient, attachments from outbox where subject like ${"%Σύσκεψη καταστήματος Σύνταγμα%"} order by id limit 1`,
    );
    const ics = mail?.attachments[0]?.content ?? "";
    const event = new ICAL.Event(
      new ICAL.Component(ICAL.parse(ics)).getFirstSubcomponent("vevent") ?? undefined,
    );
    expect(event.summary).toBe("Σύσκεψη καταστήματος Σύνταγμα");
    expect(event.startDate.toJSDate().toISOString()).toBe(at);
    expect(event.duration.toSeconds()).toBe(45 * 60);
  });

  it("the same submission twice (one Idempotency-Key) schedules one meeting", async () => {
    const access = await token(HEAD_OFFICE);
    const body = JSON.stringify({
      dateTime: future(),
      description: "Μία φορά μόνο",
      duration_minutes: 30,
      store_ids: [2],
      roles: [],
    });
    const send = () =>
      fetch(`${server.api}/meetings/schedule`, {
        method: "POST",
        headers: {
          ...bearer(access),
          "Content-Type": "application/json",
          "Idempotency-Key": "0b5c8a4e-1f7d-4c8e-9a51-2d3e4f5a6b7c",
        },
        body,
      });
    const first = (await (await send()).json()) as { id: number };
    const again = await send();
    expect(again.status).toBe(201);
    expect(((await again.json()) as { id: number }).id).toBe(first.id);
    const [row] = await queryRows<{ n: number }>(
      server.server.database.db,
      sql`select count(*)::int as n from meetings where description = 'Μία φορά μόνο'`,
    );
    expect(row?.n).toBe(1);
  });

  it("meetings for a role reach that role whatever the store", async () => {
    const created = await schedule(HEAD_OFFICE, {
      dateTime: future(),
      description: "Συνάντηση διευθυντών καταστημάτων",
      duration_minutes: 60,
      store_ids: [],
      roles: ["store_manager"],
    });
    const { id } = (await created.json()) as { id: number };
    const from = server.clock.now().toISOString();
    expect((await meetingsOf(MANAGER_STORE_4, from)).items.map((m) => m.id)).toContain(id);
    expect((await meetingsOf(STAFF, from)).items.map((m) => m.id)).not.toContain(id);
  });

  it("only head office may schedule (403 otherwise); a bad meeting is 422 with its key and writes nothing", async () => {
    const body = {
      dateTime: future(),
      description: "Δοκιμή",
      duration_minutes: 30,
      store_ids: [1],
      roles: [],
    };
    expect((await schedule(MANAGER_STORE_1, body)).status).toBe(403);
    const before = await count();
    const past = await schedule(HEAD_OFFICE, { ...body, dateTime: "2020-01-01T10:00:00Z" });
    expect(past.status).toBe(422);
    expect(await past.json()).toEqual({ status: "error", message: "b2b_meeting_date_past" });
    const nobody = await schedule(HEAD_OFFICE, { ...body, store_ids: [] });
    expect(await nobody.json()).toEqual({ status: "error", message: "b2b_meeting_audience_required" });
    expect((await schedule(HEAD_OFFICE, { ...body, store_ids: [99999] })).status).toBe(422);
    expect(await count()).toBe(before);
  });

  it("lists from the start of the year in time order with keyset pages; a bad from_dateTime is 422", async () => {
    const access = await token(HEAD_OFFICE);
    const from = `${server.clock.now().getUTCFullYear()}-01-01T00:00:00Z`;
    const first = (await (
      await getJson(server.api, `meetings?from_dateTime=${from}&limit=2`, access)
    ).json()) as MeetingsAnswer;
    expect(first.items).toHaveLength(2);
    expect(Date.parse(first.items[0]?.dateTime ?? "")).toBeLessThanOrEqual(
      Date.parse(first.items[1]?.dateTime ?? ""),
    );
    const second = (await (
      await getJson(
        server.api,
        `meetings?from_dateTime=${from}&limit=2&cursor=${first.next_cursor ?? ""}`,
        access,
      )
    ).json()) as MeetingsAnswer;
    expect(second.items.every((m) => !first.items.some((f) => f.id === m.id))).toBe(true);
    expect((await getJson(server.api, "meetings?from_dateTime=yesterday", access)).status).toBe(422);
    expect((await getJson(server.api, "meetings", access)).status).toBe(422);
  });
});

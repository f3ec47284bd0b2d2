import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { catalogue } from "../../core/i18n/catalogue";
import { availableDatabases } from "./support/database-targets";
import { loginTokens } from "./support/http";
import { queryRows, sql } from "./support/query";
import { call, newKey, type Answer } from "./support/ticket-client";
import { startTestServer, type TestServer } from "./support/test-server";

const databases = await availableDatabases();
const HOUR = 3_600_000;

// Demo data: 6900000001 head office; 6900000002 franchisee of stores 1-3; 6900000003 manager of store 1;
// 6900000004 staff of store 2.
const HEAD_OFFICE = "6900000001";
const FRANCHISEE = "6900000002";
const MANAGER = "6900000003";
const STAFF = "6900000004";

// Issue 29 item 2: what Temporal reads but a Date, PGlite or PostgreSQL cannot hold, and the edges
// just outside the portal's range (core/schemas/calendar-range.ts: years 1900..2200).
const BAD_DATES = ["0000-01-01", "1899-12-31", "2201-01-01", "9999-12-31"];
const BAD_INSTANTS = [
  "0000-01-01T00:00:00Z",
  "-271821-04-20T00:00:00Z",
  "+010000-01-01T00:00:00Z",
  "+275760-09-13T00:00:00Z",
  "1899-12-31T23:59:59Z",
  "2201-01-01T00:00:00Z",
];

/** A refusal the person can read: 422 (or 400 for a malformed query) with a catalogue key, never a 5xx. */
function expectRefused(answer: Answer, where: string) {
  expect({ where, status: answer.status }).toEqual({ where, status: 422 });
  expect(typeof answer.body.message === "string" && Object.hasOwn(catalogue, answer.body.message)).toBe(true);
}

describe.each(databases)("dates outside the calendar range on $name", (target) => {
  let server: TestServer;
  const token: Record<string, string> = {};
  beforeAll(async () => {
    server = await startTestServer(target);
  });
  afterAll(() => server.stop());
  beforeEach(async () => {
    server.clock.advance(HOUR);
    for (const mobile of [HEAD_OFFICE, FRANCHISEE, MANAGER, STAFF])
      token[mobile] = (await loginTokens(server.api, mobile)).access_token;
  });

  const count = async (table: string) =>
    (
      await queryRows<{ n: number }>(
        server.server.database.db,
        sql.raw(`select count(*)::int as n from ${table}`),
      )
    )[0]?.n;
  const day = (offset: number) =>
    new Date(server.clock.now().getTime() + offset * 24 * HOUR).toISOString().slice(0, 10);

  it("GET meetings and GET v2/events refuse a from_dateTime outside 1900..2200 with 422", async () => {
    for (const path of ["meetings", "v2/events"])
      for (const at of BAD_INSTANTS)
        expectRefused(
          await call(server.api, `${path}?from_dateTime=${encodeURIComponent(at)}`, {
            token: token[MANAGER],
          }),
          `${path} ${at}`,
        );
    const inside = await call(
      server.api,
      `meetings?from_dateTime=${encodeURIComponent("1900-01-01T00:00:00Z")}`,
      {
        token: token[MANAGER],
      },
    );
    expect(inside.status).toBe(200);
  });

  it("POST meetings/schedule refuses a dateTime outside the range and saves nothing", async () => {
    const before = await count("meetings");
    for (const at of BAD_INSTANTS)
      expectRefused(
        await call(server.api, "meetings/schedule", {
          token: token[HEAD_OFFICE],
          key: newKey(),
          body: { dateTime: at, description: "Σύσκεψη", duration_minutes: 30, store_ids: [1], roles: [] },
        }),
        `schedule ${at}`,
      );
    expect(await count("meetings")).toBe(before);
  });

  it("GET widget/totals refuses a today outside the range", async () => {
    for (const today of BAD_DATES)
      expectRefused(
        await call(server.api, `widget/totals?location_ids=1&today=${today}`, { token: token[MANAGER] }),
        `widget ${today}`,
      );
  });

  it("licences and maintenance refuse dates outside the range and save nothing", async () => {
    const licences = await count("licenses");
    const maintenance = await count("maintenance_records");
    for (const bad of BAD_DATES) {
      const licence = {
        title: "Άδεια",
        startDate: day(-10),
        expirationDate: day(300),
        renewalDate: null,
        file_ids: [],
      };
      for (const field of ["startDate", "expirationDate", "renewalDate"])
        expectRefused(
          await call(server.api, "license/1", {
            token: token[MANAGER],
            key: newKey(),
            body: { ...licence, [field]: bad },
          }),
          `licence ${field} ${bad}`,
        );
      const record = {
        equipment: "Ψυγείο",
        maintenance_date: day(-10),
        next_maintenance_date: day(100),
        notes: "",
        file_ids: [],
      };
      for (const field of ["maintenance_date", "next_maintenance_date"])
        expectRefused(
          await call(server.api, "maintenance/1", {
            token: token[MANAGER],
            key: newKey(),
            body: { ...record, [field]: bad },
          }),
          `maintenance ${field} ${bad}`,
        );
    }
    expect(await count("licenses")).toBe(licences);
    expect(await count("maintenance_records")).toBe(maintenance);
  });

  it("profile details refuse a dob, hiring date or health certificate outside the range", async () => {
    const profile = {
      clothing_size: "L",
      health_certificate_begin_date: "2026-02-01",
      health_certificate_end_date: "2027-01-31",
      dob: "1994-04-12",
      hiring_date: "2019-06-01",
      email: null,
      phone: "2310555123",
      consent: true,
    };
    for (const bad of BAD_DATES)
      for (const field of [
        "dob",
        "hiring_date",
        "health_certificate_begin_date",
        "health_certificate_end_date",
      ])
        expectRefused(
          await call(server.api, "updateUserExtraDetails", {
            token: token[STAFF],
            body: { ...profile, [field]: bad },
          }),
          `profile ${field} ${bad}`,
        );
  });

  it("exams, tasks, posts and subscriptions refuse dates outside the range", async () => {
    const exam = {
      title: "Τεστ",
      description: "Νέα προϊόντα.",
      start_date: day(0),
      end_date: day(3),
      pass_mark: 50,
      time_limit_minutes: 10,
      roles: ["trainee"],
      questions: [{ text: "Ποιο;", choices: ["Α", "Β"], correct: [0], multiple: false }],
    };
    for (const bad of BAD_DATES) {
      for (const field of ["start_date", "end_date"])
        expectRefused(
          await call(server.api, "training/exams", {
            token: token[HEAD_OFFICE],
            key: newKey(),
            body: { ...exam, [field]: bad },
          }),
          `exam ${field} ${bad}`,
        );
      expectRefused(
        await call(server.api, "tasks", {
          token: token[FRANCHISEE],
          key: newKey(),
          body: {
            location_id: 2,
            title: "Έλεγχος",
            description: "",
            deadline_date: bad,
            project_id: 3,
            assignee_id: 4,
          },
        }),
        `task ${bad}`,
      );
      expectRefused(
        await call(server.api, "v2/subs/updateSubscription", {
          token: token[MANAGER],
          body: { id: 1, renewal_start_date: bad, renewal_end_date: "2030-01-01" },
        }),
        `subscription ${bad}`,
      );
    }
    const post = {
      title: "Νέα διαδικασία",
      subtitle: "",
      description: "<p>Κείμενο</p>",
      featured: false,
      needs_ack: false,
      category_id: 2,
      from_stamp: "",
      to_stamp: "",
      archive_in_days: "",
      store_ids: [1],
      roles: [],
      file_ids: [],
      header_image_id: null,
    };
    for (const bad of BAD_INSTANTS)
      for (const field of ["from_stamp", "to_stamp"])
        expectRefused(
          await call(server.api, "posts_publish", {
            token: token[HEAD_OFFICE],
            key: newKey(),
            body: { ...post, [field]: bad },
          }),
          `post ${field} ${bad}`,
        );
    expect(server.serverErrors).toEqual([]);
  });
});

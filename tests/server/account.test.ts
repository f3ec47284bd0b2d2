import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { DEMO_PASSWORD } from "../../server/seed/demo-data";
import { availableDatabases } from "./support/database-targets";
import { bearer, getJson, login, loginTokens, refresh } from "./support/http";
import { queryRows, sql } from "./support/query";
import { startTestServer, type TestServer } from "./support/test-server";

const databases = await availableDatabases();
const HOUR = 3_600_000;

// Demo data: 6900000004 is staff (role user) of store 2; 6900000003 the manager of store 1;
// 6900000005 a trainee; 6900000001 head office (every-store grant).
const STAFF = "6900000004";
const MANAGER_STORE_1 = "6900000003";
const TRAINEE = "6900000005";

const PROFILE = {
  clothing_size: "L",
  health_certificate_begin_date: "2026-02-01",
  health_certificate_end_date: "2027-01-31",
  dob: "1994-04-12",
  hiring_date: "2019-06-01",
  email: "nikos.papadakis@example.gr",
  phone: "2310555123",
  consent: true,
};

describe.each(databases)("account area on $name", (target) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(target);
  });
  afterAll(() => server.stop());
  beforeEach(() => server.clock.advance(HOUR));

  const db = () => server.server.database.db;
  const token = async (mobile: string, password = DEMO_PASSWORD) =>
    (await loginTokens(server.api, mobile, password)).access_token;
  const post = async (path: string, accessToken: string, body: unknown) =>
    fetch(`${server.api}/${path}`, {
      method: "POST",
      headers: { ...bearer(accessToken), "Content-Type": "application/json", Accept: "application/json" },
      body: JSON.stringify(body),
    });

  it("updateUserExtraDetails saves the caller's own fields; user/me shows them; the activity log says so", async () => {
    const access = await token(STAFF);
    const saved = await post("updateUserExtraDetails", access, PROFILE);
    expect(saved.status).toBe(200);
    // A new e-mail waits for the link sent to it (issue 29 item 1; communication-log.test.ts).
    expect(await saved.json()).toEqual({ status: "success", message: "b2b_profile_saved_email_pending" });
    const me = (await (await getJson(server.api, "user/me", access)).json()) as Record<string, unknown>;
    expect(me["email"]).not.toBe(PROFILE.email);
    expect(me).toMatchObject({
      clothing_size: "L",
      health_certificate_begin_date: "2026-02-01",
      health_certificate_end_date: "2027-01-31",
    });
    const log = (await (await getJson(server.api, "v2/logs", access)).json()) as {
      items: { status: string; fullname: string }[];
    };
    expect(log.items[0]).toMatchObject({ status: "profile_updated", fullname: expect.any(String) });
  });

  it.each([
    [{ clothing_size: "XXXXL" }, "b2b_profile_clothing_size_invalid"],
    [{ health_certificate_end_date: "2025-01-01" }, "b2b_profile_health_end_before_begin"],
    [{ dob: "2020-01-01", hiring_date: null }, "b2b_profile_dob_too_young"],
    [{ email: "not-an-address" }, "b2b_email_invalid"],
  ])("refuses %o with 422 and its key, changing nothing", async (change, key) => {
    const access = await token(STAFF);
    const before = await queryRows(
      db(),
      sql`select clothing_size, email, dob from users where mobile = ${STAFF}`,
    );
    const refused = await post("updateUserExtraDetails", access, { ...PROFILE, ...change });
    expect(refused.status).toBe(422);
    expect(await refused.json()).toEqual({ status: "error", message: key });
    expect(
      await queryRows(db(), sql`select clothing_size, email, dob from users where mobile = ${STAFF}`),
    ).toEqual(before);
  });

  it("a password change needs the current password and ends every other session, not this one", async () => {
    const other = await loginTokens(server.api, MANAGER_STORE_1);
    const here = await loginTokens(server.api, MANAGER_STORE_1);
    const wrong = await post("user/password", here.access_token, {
      current: "Wrong#2024",
      next: "Kalimera#2026",
      confirmation: "Kalimera#2026",
    });
    expect(wrong.status).toBe(403);
    expect(await wrong.json()).toEqual({ status: "error", message: "b2b_password_current_wrong" });
    const weak = await post("user/password", here.access_token, {
      current: DEMO_PASSWORD,
      next: "short",
      confirmation: "short",
    });
    expect(weak.status).toBe(422);
    expect(await weak.json()).toEqual({ status: "error", message: "b2b_password_rules" });

    const changed = await post("user/password", here.access_token, {
      current: DEMO_PASSWORD,
      next: "Kalimera#2026",
      confirmation: "Kalimera#2026",
    });
    expect(changed.status).toBe(200);
    expect(await changed.json()).toMatchObject({ status: "success", ended_sessions: expect.any(Number) });
    expect((await getJson(server.api, "user/me", other.access_token)).status).toBe(401);
    expect((await refresh(server.api, other.refresh_token)).status).toBe(401);
    expect((await getJson(server.api, "user/me", here.access_token)).status).toBe(200);
    expect((await login(server.api, MANAGER_STORE_1)).status).toBe(422);
    expect((await login(server.api, MANAGER_STORE_1, "Kalimera#2026")).status).toBe(200);
    const log = (await (await getJson(server.api, "v2/logs", here.access_token)).json()) as {
      items: { status: string; device: string | null }[];
    };
    expect(log.items.map((row) => row.status)).toContain("password_changed");
  });

  it("sign out everywhere ends the caller's other sessions and keeps this one", async () => {
    const other = await loginTokens(server.api, TRAINEE);
    const here = await loginTokens(server.api, TRAINEE);
    expect((await post("v2/logs/logout-everywhere", here.access_token, {})).status).toBe(422);
    const ended = await post("v2/logs/logout-everywhere", here.access_token, { confirm: true });
    expect(ended.status).toBe(200);
    expect(((await ended.json()) as { ended_sessions: number }).ended_sessions).toBeGreaterThanOrEqual(1);
    expect((await getJson(server.api, "user/me", other.access_token)).status).toBe(401);
    expect((await getJson(server.api, "user/me", here.access_token)).status).toBe(200);
  });

  it("the activity log is the caller's own, newest first, in keyset pages with device and address", async () => {
    const access = await token(STAFF);
    const first = (await (await getJson(server.api, "v2/logs?limit=3", access)).json()) as {
      items: { id: number; contact_id: number; c_stamp: string }[];
      next_cursor: string | null;
    };
    expect(first.items).toHaveLength(3);
    expect(new Set(first.items.map((row) => row.contact_id))).toEqual(new Set([4]));
    expect(first.next_cursor).not.toBeNull();
    const second = (await (
      await getJson(server.api, `v2/logs?limit=3&cursor=${first.next_cursor ?? ""}`, access)
    ).json()) as { items: { id: number; c_stamp: string }[] };
    const firstIds = first.items.map((row) => row.id);
    expect(second.items.every((row) => !firstIds.includes(row.id))).toBe(true);
    expect(Date.parse(second.items[0]?.c_stamp ?? "")).toBeLessThanOrEqual(
      Date.parse(first.items[2]?.c_stamp ?? ""),
    );
    expect((await getJson(server.api, "v2/logs?cursor=garbage", access)).status).toBe(422);
    expect((await getJson(server.api, "v2/logs?limit=0", access)).status).toBe(422);
  });

  it("/files lists what the caller may see, and each signed URL downloads through the tickets' path", async () => {
    const staff = (await (await getJson(server.api, "files", await token(STAFF))).json()) as {
      items: { id: number; name: string; source: string; file_url: string }[];
    };
    const names = staff.items.map((file) => file.name);
    expect(names).toContain("Εγχειρίδιο υγιεινής τροφίμων HACCP 2026.pdf");
    expect(names).toContain("Πρόγραμμα βαρδιών Δεκεμβρίου - Θεσσαλονίκη.pdf");
    expect(names).not.toContain("Πρόγραμμα βαρδιών Δεκεμβρίου - Σύνταγμα.pdf");
    expect(names).not.toContain("Όροι συνεργασίας franchise 2026.pdf");
    const document = staff.items.find((file) => file.source === "document");
    const download = await fetch(`${server.api}/${document?.file_url ?? ""}`);
    expect(download.status).toBe(200);
    expect(download.headers.get("content-type")).toBe("application/pdf");
    expect((await download.text()).startsWith("%PDF-")).toBe(true);
    const trainee = (await (await getJson(server.api, "files", await token(TRAINEE))).json()) as {
      items: { name: string; source: string }[];
    };
    // Trainees have no tickets: only shared documents, their role's included.
    expect(trainee.items.every((file) => file.source === "document")).toBe(true);
    expect(trainee.items.map((file) => file.name)).toContain("Οδηγός πρώτης εβδομάδας εκπαιδευόμενου.pdf");
  });

  it("avatar upload takes an image by its bytes and serves it under files/avatars; anything else is 422", async () => {
    const access = await token(STAFF);
    const png = Buffer.from(
      "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
      "base64",
    );
    const form = new FormData();
    form.append("file", new Blob([png]), "me.png");
    const saved = await fetch(`${server.api}/user/avatar`, {
      method: "POST",
      headers: bearer(access),
      body: form,
    });
    expect(saved.status).toBe(200);
    const answer = (await saved.json()) as { url: string };
    expect(answer.url).toBe("files/avatars/4.png");
    expect((await fetch(`${server.url}/echo/${answer.url}`)).status).toBe(200);
    const text = new FormData();
    text.append("file", new Blob(["hello"]), "me.png");
    const refused = await fetch(`${server.api}/user/avatar`, {
      method: "POST",
      headers: bearer(access),
      body: text,
    });
    expect(refused.status).toBe(422);
    expect(await refused.json()).toEqual({ status: "error", message: "b2b_avatar_not_image" });
  });

  it("language preference round-trips; a bad one is 422", async () => {
    const access = await token(STAFF);
    expect(await (await getJson(server.api, "user/preferences", access)).json()).toEqual({ language: "el" });
    expect((await post("user/preferences", access, { language: "en" })).status).toBe(200);
    expect(await (await getJson(server.api, "user/preferences", access)).json()).toEqual({ language: "en" });
    expect((await post("user/preferences", access, { language: "fr" })).status).toBe(422);
  });

  it("disableUserAccess needs confirm: true; then every session ends and sign-in is refused", async () => {
    const mobile = "6900000006";
    const access = await token(mobile);
    expect((await post("disableUserAccess", access, {})).status).toBe(422);
    expect((await getJson(server.api, "user/me", access)).status).toBe(200);
    const closed = await post("disableUserAccess", access, { confirm: true });
    expect(closed.status).toBe(200);
    expect((await getJson(server.api, "user/me", access)).status).toBe(401);
    expect((await login(server.api, mobile)).status).not.toBe(200);
  });

  it("every account route wants a session", async () => {
    for (const path of ["v2/logs", "v2/comm", "files", "user/preferences"])
      expect((await getJson(server.api, path)).status).toBe(401);
  });
});

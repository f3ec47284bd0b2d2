import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { decodeTicketOld } from "../../core/tickets/ticket-old";
import { availableDatabases } from "./support/database-targets";
import { loginTokens } from "./support/http";
import { call, newKey, ticketCounts } from "./support/ticket-client";
import { startTestServer, type TestServer } from "./support/test-server";

const databases = await availableDatabases();

describe.each(databases)("older-form tickets on $name", (target) => {
  let server: TestServer;
  let manager = "";
  let other = "";
  beforeAll(async () => {
    server = await startTestServer(target);
    manager = (await loginTokens(server.api, "6900000003")).access_token;
    other = (await loginTokens(server.api, "6900000006")).access_token;
  });
  afterAll(() => server.stop());

  const payload = {
    location_id: 1,
    title: "Νέο αίτημα παλιάς φόρμας",
    priority: 5,
    message: "Χρειαζόμαστε νέες ποδιές για το προσωπικό.",
  };

  it("new ticket → list (all, resolved) → detail with thread → thread message", async () => {
    const key = newKey();
    const created = await call(server.api, "tickets_old", { token: manager, key, body: payload });
    expect(created.status).toBe(201);
    const id = created.body["id"] as number;
    const replay = await call(server.api, "tickets_old", { token: manager, key, body: payload });
    expect(replay.body).toEqual({ id });
    expect(replay.headers.get("idempotent-replayed")).toBe("true");
    expect(
      (await call(server.api, "tickets_old", { token: manager, key, body: { ...payload, priority: 3 } }))
        .status,
    ).toBe(409);

    const all = await call(server.api, "tickets_old/location/1", { token: manager });
    const items = all.body["items"] as {
      id: number;
      priority: number;
      resolved: number;
      edc_stamp: string | null;
    }[];
    expect(items[0]).toMatchObject({ id, priority: 5, resolved: 0, edc_stamp: null });
    // Demo data holds every priority and both resolved values.
    const resolved = await call(server.api, "tickets_old/location/1?status=resolved", { token: manager });
    const resolvedItems = resolved.body["items"] as { id: number; resolved: number }[];
    expect(resolvedItems.length).toBeGreaterThan(0);
    expect(resolvedItems.every((t) => t.resolved === 1)).toBe(true);

    const entry = await call(server.api, "saveThreadMessage", {
      token: manager,
      body: { ticket_id: id, message: " Μεγέθη M και L. " },
    });
    expect(entry.status).toBe(201);
    expect(entry.body).toMatchObject({ from_contact_name: "Νίκος Αλεξίου", message: "Μεγέθη M και L." });
    const detail = await call(server.api, `tickets_old/${id}`, { token: manager });
    expect(detail.status).toBe(200);
    expect(decodeTicketOld(detail.body)._tag).toBe("Ok");
    const thread = detail.body["thread"] as { message: string; c_stamp: string; m_stamp: string }[];
    expect(thread.map((t) => t.message)).toEqual([payload.message, "Μεγέθη M και L."]);
    expect(thread[0]?.c_stamp).toMatch(/Z$/);
  });

  it("other stores: 404 for a ticket, 403 for a list or a new ticket, nothing changed", async () => {
    const before = await ticketCounts(server.server.database.db);
    expect((await call(server.api, "tickets_old/1", { token: other })).status).toBe(404);
    expect((await call(server.api, "tickets_old/location/1", { token: other })).status).toBe(403);
    expect((await call(server.api, "tickets_old", { token: other, body: payload })).status).toBe(403);
    expect(
      (await call(server.api, "saveThreadMessage", { token: other, body: { ticket_id: 1, message: "Γεια" } }))
        .status,
    ).toBe(404);
    expect(
      (await call(server.api, "tickets_old", { token: manager, key: "bad", body: payload })).status,
    ).toBe(400);
    expect(await ticketCounts(server.server.database.db)).toEqual(before);
    expect((await call(server.api, "tickets_old/5", { token: other })).status).toBe(200);
  });

  it("logged no unexpected server error", () => {
    expect(server.serverErrors).toEqual([]);
  });
});

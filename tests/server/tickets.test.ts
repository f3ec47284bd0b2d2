import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { decodeTicketSaveResult, decodeTicketV2 } from "../../core/tickets/ticket-v2";
import { availableDatabases } from "./support/database-targets";
import { loginTokens } from "./support/http";
import { queryRows, sql } from "./support/query";
import { call, newKey, savePayload, ticketCounts, uploadPng } from "./support/ticket-client";
import { startTestServer, type TestServer } from "./support/test-server";

const databases = await availableDatabases();

// Demo accounts: 1 head office, 2 franchisee of stores 1-3, 3 store manager of store 1,
// 5 trainee of store 1, 6 store manager of store 4.
const MOBILES = {
  headOffice: "6900000001",
  franchisee: "6900000002",
  manager: "6900000003",
  trainee: "6900000005",
  other: "6900000006",
} as const;

describe.each(databases)("v2 tickets end to end on $name", (target) => {
  let server: TestServer;
  const token: Record<keyof typeof MOBILES, string> = {
    headOffice: "",
    franchisee: "",
    manager: "",
    trainee: "",
    other: "",
  };
  beforeAll(async () => {
    server = await startTestServer(target);
    for (const [who, mobile] of Object.entries(MOBILES))
      token[who as keyof typeof MOBILES] = (await loginTokens(server.api, mobile)).access_token;
  });
  afterAll(() => server.stop());

  const db = () => server.server.database.db;
  const outbox = async () =>
    (await call(server.api, "dev/outbox")).body as unknown as {
      to: string;
      subject: string;
      links: string[];
    }[];
  const count = async (table: string, where = "true") =>
    Number(
      (
        await queryRows<{ n: number }>(
          db(),
          sql.raw(`select count(*)::int as n from ${table} where ${where}`),
        )
      )[0]?.n,
    );

  it("save → second call → e-mails → lists → detail → reply → resolve", async () => {
    const fileId = await uploadPng(server.api, token.manager, "φούρνος.png");
    const key = newKey();
    const saved = await call(server.api, "v2/tickets", {
      token: token.manager,
      key,
      body: savePayload([fileId]),
    });
    expect(saved.status).toBe(201);
    expect(decodeTicketSaveResult(saved.body)._tag).toBe("Ok");
    const result = saved.body as {
      ticket_id: number;
      task_ids: number[];
      comm_ids: number[];
      file_relation_ids: number[];
    };
    expect(result.task_ids).toHaveLength(1); // category 3 defines one follow-up task
    expect(result.comm_ids).toHaveLength(1);
    expect(result.file_relation_ids).toHaveLength(1);

    // Before the second call the ticket is listed and readable, its file not shown yet.
    const early = await call(server.api, `v2/tickets/1/${result.ticket_id}`, { token: token.manager });
    expect(early.status).toBe(200);
    expect(early.body["files_relations"]).toEqual([]);

    const linked = await call(server.api, "saveTicketFiles", { token: token.manager, body: result });
    expect(linked.status).toBe(200);
    expect(linked.body).toEqual({ ticket_id: result.ticket_id, file_relation_ids: result.file_relation_ids });
    // Repeating the second call is harmless.
    expect((await call(server.api, "saveTicketFiles", { token: token.manager, body: result })).body).toEqual(
      linked.body,
    );
    expect(await count("ticket_task_files")).toBe(1);

    const mailsBefore = (await outbox()).length;
    const sent = await call(server.api, "sendTicketEmailsAfterSave", {
      token: token.manager,
      body: { ticket_id: result.ticket_id },
    });
    expect(sent.status).toBe(202);
    expect(sent.body).toEqual({ status: "success" });
    const mails = (await outbox()).slice(0, (await outbox()).length - mailsBefore);
    // One message per recipient (tests/server/ticket-notice-recipients.test.ts says which).
    expect(mails.length).toBeGreaterThanOrEqual(3);
    const recipients = mails.map((m) => m.to).join(" | ");
    expect(recipients).toContain("tech@franchise-group.example.com"); // the chosen head-office contact
    expect(recipients).toContain("n.alexiou@konstantinou-estiasi.example.com"); // a member of store 1
    expect(recipients).toContain("maria@konstantinou-estiasi.example.com");
    expect(mails[0]?.subject).toContain(`#${result.ticket_id}`);
    // Once per ticket: a repeat answers the same and sends nothing.
    expect(
      (
        await call(server.api, "sendTicketEmailsAfterSave", {
          token: token.franchisee,
          body: { ticket_id: result.ticket_id },
        })
      ).status,
    ).toBe(202);
    expect((await outbox()).length).toBe(mailsBefore + mails.length);

    // Named in English; a request naming no language is answered in Greek, the portal's default.
    const all = await call(server.api, "v2/tickets/location/1?status=all", {
      token: token.manager,
      headers: { Language: "en" },
    });
    expect(all.status).toBe(200);
    const items = all.body["items"] as {
      id: number;
      last_status: number;
      category: string;
      contact: string;
    }[];
    expect(items[0]).toMatchObject({
      id: result.ticket_id,
      last_status: 1,
      category: "Equipment",
      contact: "Τεχνική Υπηρεσία",
    });
    expect(all.headers.get("server-timing")).toMatch(/^app;dur=\d+(\.\d+)?$/);
    const greek = await call(server.api, "v2/tickets/location/1", {
      token: token.manager,
      headers: { Language: "el" },
    });
    expect((greek.body["items"] as { category: string }[])[0]?.category).toBe("Εξοπλισμός");
    const resolvedBefore = await call(server.api, "v2/tickets/location/1?status=resolved", {
      token: token.manager,
    });
    const resolvedItems = resolvedBefore.body["items"] as { id: number; last_status: number }[];
    expect(resolvedItems.every((t) => t.last_status === 3)).toBe(true);
    expect(resolvedItems.some((t) => t.id === result.ticket_id)).toBe(false);

    const detail = await call(server.api, `v2/tickets/1/${result.ticket_id}`, { token: token.manager });
    expect(detail.status).toBe(200);
    expect(decodeTicketV2(detail.body)._tag).toBe("Ok");
    expect(detail.body["comm"]).toEqual([
      expect.objectContaining({
        id: result.comm_ids[0],
        from_contact_name: "Νίκος Αλεξίου",
        message: savePayload()["message"],
      }),
    ]);
    const files = detail.body["files_relations"] as {
      file_id: number;
      name: string;
      file_type: string;
      file_url: string;
    }[];
    expect(files).toEqual([
      expect.objectContaining({ file_id: fileId, name: "φούρνος.png", file_type: "image/png" }),
    ]);
    const download = await fetch(`${server.api}/${files[0]?.file_url}`);
    expect(download.status).toBe(200);
    expect(download.headers.get("content-type")).toBe("image/png");

    const info = await call(server.api, `tickets/info/${result.ticket_id}/${result.comm_ids[0]}`, {
      token: token.headOffice,
    });
    expect(info.status).toBe(200);
    expect(info.body).toMatchObject({
      ticket_id: result.ticket_id,
      location_id: 1,
      comm: { id: result.comm_ids[0] },
    });
    expect(info.body["files_relations"]).toHaveLength(1);

    // Anyone who sees the ticket may write and change its status: here the franchisee of store 1.
    const replyKey = newKey();
    const reply = await call(server.api, "v2/tickets/thread", {
      token: token.franchisee,
      key: replyKey,
      body: { ticket_id: result.ticket_id, message: "  Ο τεχνικός έρχεται αύριο.  " },
    });
    expect(reply.status).toBe(201);
    const again = await call(server.api, "v2/tickets/thread", {
      token: token.franchisee,
      key: replyKey,
      body: { ticket_id: result.ticket_id, message: "  Ο τεχνικός έρχεται αύριο.  " },
    });
    expect(again.body).toEqual(reply.body);
    expect(again.headers.get("idempotent-replayed")).toBe("true");

    const resolved = await call(server.api, "v2/tickets/thread/update", {
      token: token.franchisee,
      body: { ticket_id: result.ticket_id, last_status: 3, resolution: "Αντικαταστάθηκε ο θερμοστάτης." },
    });
    expect(resolved.status).toBe(200);
    expect(resolved.body).toMatchObject({
      ticket_id: result.ticket_id,
      last_status: 3,
      comm_id: expect.any(Number),
    });
    const same = await call(server.api, "v2/tickets/thread/update", {
      token: token.manager,
      body: { ticket_id: result.ticket_id, last_status: 3 },
    });
    expect(same.body).toEqual({ ticket_id: result.ticket_id, last_status: 3, comm_id: null });

    const after = await call(server.api, `v2/tickets/1/${result.ticket_id}`, { token: token.manager });
    expect((after.body["comm"] as { message: string }[]).map((m) => m.message)).toEqual([
      savePayload()["message"],
      "Ο τεχνικός έρχεται αύριο.",
      "Αντικαταστάθηκε ο θερμοστάτης.",
    ]);
    expect(after.body["last_status"]).toBe(3);
    const resolvedTab = await call(server.api, "v2/tickets/location/1?status=resolved", {
      token: token.manager,
    });
    expect((resolvedTab.body["items"] as { id: number }[])[0]?.id).toBe(result.ticket_id);
    // A reply on a resolved ticket does not reopen it.
    await call(server.api, "v2/tickets/thread", {
      token: token.manager,
      key: newKey(),
      body: { ticket_id: result.ticket_id, message: "Ευχαριστούμε!" },
    });
    expect(
      (await call(server.api, `v2/tickets/1/${result.ticket_id}`, { token: token.manager })).body[
        "last_status"
      ],
    ).toBe(3);
  });

  it("the same key gives the first answer, also when two saves race; another payload is 409", async () => {
    const key = newKey();
    const [first, second] = await Promise.all([
      call(server.api, "v2/tickets", { token: token.manager, key, body: savePayload([], "Διπλή αποστολή") }),
      call(server.api, "v2/tickets", { token: token.manager, key, body: savePayload([], "Διπλή αποστολή") }),
    ]);
    expect([first.status, second.status]).toEqual([201, 201]);
    expect(second.body).toEqual(first.body);
    expect(await count("tickets", "title = 'Διπλή αποστολή'")).toBe(1);
    const replay = await call(server.api, "v2/tickets", {
      token: token.manager,
      key,
      body: savePayload([], "Διπλή αποστολή"),
    });
    expect(replay.status).toBe(201);
    expect(replay.body).toEqual(first.body);
    expect(replay.headers.get("idempotent-replayed")).toBe("true");
    // The key's case does not make it another key.
    expect(
      (
        await call(server.api, "v2/tickets", {
          token: token.manager,
          key: key.toUpperCase(),
          body: savePayload([], "Διπλή αποστολή"),
        })
      ).body,
    ).toEqual(first.body);

    const before = await ticketCounts(db());
    const conflict = await call(server.api, "v2/tickets", {
      token: token.manager,
      key,
      body: savePayload([], "Άλλος τίτλος"),
    });
    expect(conflict.status).toBe(409);
    expect(conflict.body).toEqual({ status: "error", message: "b2b_ticket_idempotency_conflict" });
    expect(await ticketCounts(db())).toEqual(before);
    // Keys are per user: another user's request under the same key is its own.
    const otherUser = await call(server.api, "v2/tickets", {
      token: token.franchisee,
      key,
      body: savePayload([], "Διπλή αποστολή"),
    });
    expect(otherUser.status).toBe(201);
    expect(otherUser.body["ticket_id"]).not.toBe(first.body["ticket_id"]);
  });

  it("a refused save leaves the key free; a missing or malformed key is 400", async () => {
    const key = newKey();
    const before = await ticketCounts(db());
    const refused = await call(server.api, "v2/tickets", {
      token: token.manager,
      key,
      body: { ...savePayload(), title: "ab" },
    });
    expect(refused.status).toBe(422);
    expect(refused.body).toEqual({
      status: "error",
      message: "b2b_invalid_input",
      fields: { title: ["b2b_ticket_title_too_short"] },
    });
    expect(
      (await call(server.api, "v2/tickets", { token: token.manager, body: savePayload() })).body,
    ).toEqual({
      status: "error",
      message: "b2b_ticket_idempotency_key_invalid",
    });
    expect(
      (await call(server.api, "v2/tickets", { token: token.manager, key: "not-a-uuid", body: savePayload() }))
        .status,
    ).toBe(400);
    expect(await ticketCounts(db())).toEqual(before);
    expect(
      (
        await call(server.api, "v2/tickets", {
          token: token.manager,
          key,
          body: savePayload([], "Διορθωμένος τίτλος"),
        })
      ).status,
    ).toBe(201);
  });

  it("a ticket whose second call was lost is listed, and a retry of the second call repairs it", async () => {
    const fileIds = [
      await uploadPng(server.api, token.manager, "a.png"),
      await uploadPng(server.api, token.manager, "b.png"),
    ];
    const saved = await call(server.api, "v2/tickets", {
      token: token.manager,
      key: newKey(),
      body: savePayload(fileIds, "Χωρίς δεύτερη κλήση"),
    });
    const ticketId = saved.body["ticket_id"] as number;
    const list = await call(server.api, "v2/tickets/location/1", { token: token.manager });
    expect((list.body["items"] as { id: number }[])[0]?.id).toBe(ticketId);
    const pending = await queryRows<{ status: string }>(
      db(),
      sql`select status from files where id in (${fileIds[0]}, ${fileIds[1]})`,
    );
    expect(pending.map((r) => r.status)).toEqual(["pending", "pending"]);
    expect(
      (await call(server.api, `v2/tickets/1/${ticketId}`, { token: token.manager })).body["files_relations"],
    ).toEqual([]);
    // The author's second call, later, with only the ticket id (omitted lists mean "all").
    const repaired = await call(server.api, "saveTicketFiles", {
      token: token.manager,
      body: { ticket_id: ticketId },
    });
    expect(repaired.status).toBe(200);
    expect(repaired.body["file_relation_ids"]).toEqual(saved.body["file_relation_ids"]);
    const detail = await call(server.api, `v2/tickets/1/${ticketId}`, { token: token.manager });
    expect((detail.body["files_relations"] as { name: string }[]).map((f) => f.name)).toEqual([
      "a.png",
      "b.png",
    ]);
    // Only the author makes the second call; ids of another ticket are refused.
    expect(
      (await call(server.api, "saveTicketFiles", { token: token.franchisee, body: { ticket_id: ticketId } }))
        .status,
    ).toBe(403);
    expect(
      (
        await call(server.api, "saveTicketFiles", {
          token: token.manager,
          body: { ticket_id: ticketId, comm_ids: [1] },
        })
      ).status,
    ).toBe(422);
  });

  it("store access: other stores' tickets are 404, their lists and saves 403; head office sees all", async () => {
    const saved = await call(server.api, "v2/tickets", {
      token: token.manager,
      key: newKey(),
      body: savePayload([], "Μόνο για το κατάστημα 1"),
    });
    const ticketId = saved.body["ticket_id"] as number;
    const before = await ticketCounts(db());
    expect((await call(server.api, `v2/tickets/1/${ticketId}`, { token: token.other })).status).toBe(404);
    expect((await call(server.api, `v2/tickets/4/${ticketId}`, { token: token.other })).status).toBe(404);
    expect((await call(server.api, `v2/tickets/2/${ticketId}`, { token: token.manager })).status).toBe(404);
    expect((await call(server.api, `tickets/info/${ticketId}/1`, { token: token.other })).status).toBe(404);
    expect((await call(server.api, "v2/tickets/location/1", { token: token.other })).body).toEqual({
      status: "error",
      message: "b2b_forbidden",
    });
    expect(
      (await call(server.api, "v2/tickets", { token: token.other, key: newKey(), body: savePayload() }))
        .status,
    ).toBe(403);
    expect((await call(server.api, "contacts/?location_id=1", { token: token.other })).status).toBe(403);
    expect(
      (await call(server.api, "saveTicketFiles", { token: token.other, body: { ticket_id: ticketId } }))
        .status,
    ).toBe(404);
    expect(
      (
        await call(server.api, "sendTicketEmailsAfterSave", {
          token: token.other,
          body: { ticket_id: ticketId },
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await call(server.api, "v2/tickets/thread", {
          token: token.other,
          key: newKey(),
          body: { ticket_id: ticketId, message: "Γεια" },
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await call(server.api, "v2/tickets/thread/update", {
          token: token.other,
          body: { ticket_id: ticketId, last_status: 3 },
        })
      ).status,
    ).toBe(404);
    expect(await ticketCounts(db())).toEqual(before);
    expect((await call(server.api, `v2/tickets/1/${ticketId}`, { token: token.headOffice })).status).toBe(
      200,
    );
    expect((await call(server.api, "v2/tickets/location/4", { token: token.headOffice })).status).toBe(200);
  });

  it("the trainee gets 403 on every ticket route", async () => {
    const routes: [string, string, unknown?][] = [
      ["GET", "v2/tickets/location/1"],
      ["GET", "v2/tickets/1/1"],
      ["GET", "tickets/info/1/1"],
      ["GET", "v2/tickets/type"],
      ["GET", "v2/tickets/complaint-types"],
      ["GET", "contacts/?location_id=1"],
      ["GET", "v2/tickets/limits"],
      ["GET", "tickets_old/location/1"],
      ["GET", "tickets_old/1"],
      ["POST", "v2/tickets", savePayload()],
      ["POST", "saveTicketFiles", { ticket_id: 1 }],
      ["POST", "sendTicketEmailsAfterSave", { ticket_id: 1 }],
      ["POST", "v2/tickets/thread", { ticket_id: 1, message: "Γεια σας" }],
      ["POST", "v2/tickets/thread/update", { ticket_id: 1, last_status: 3 }],
      ["POST", "v2/files/save", { ticket_id: 1, comm_id: 1, file_ids: [] }],
      ["POST", "deleteTicketFile", { ticket_id: 1, file_relation_id: 1 }],
      ["POST", "saveThreadMessage", { ticket_id: 1, message: "Γεια σας" }],
      [
        "POST",
        "tickets_old",
        { location_id: 1, title: "Τίτλος", priority: 4, message: "Ένα μήνυμα δοκιμής" },
      ],
      ["POST", "v2/files", {}],
    ];
    const before = await ticketCounts(db());
    for (const [method, path, body] of routes) {
      const answer = await call(server.api, path, { token: token.trainee, method, body, key: newKey() });
      expect({ path, status: answer.status, body: answer.body }).toEqual({
        path,
        status: 403,
        body: { status: "error", message: "b2b_forbidden" },
      });
      expect((await call(server.api, path, { method, body })).status).toBe(401);
    }
    expect(await ticketCounts(db())).toEqual(before);
  });

  it("bad input on every ticket write is a 4xx with a key and changes nothing", async () => {
    const ticketId = (
      await call(server.api, "v2/tickets", {
        token: token.franchisee,
        key: newKey(),
        body: savePayload([], "Για κακή είσοδο"),
      })
    ).body["ticket_id"] as number;
    const bad: [string, unknown, number, string][] = [
      ["v2/tickets", "{", 400, "b2b_bad_request"],
      ["v2/tickets", { ...savePayload(), priority: 7 }, 422, "b2b_invalid_input"],
      ["v2/tickets", { ...savePayload(), location_id: 99999999999 }, 422, "b2b_invalid_input"],
      ["v2/tickets", { ...savePayload(), message: "σύντομο" }, 422, "b2b_invalid_input"],
      ["v2/tickets", { ...savePayload(), category_id: 999 }, 422, "b2b_invalid_input"],
      ["v2/tickets", { ...savePayload(), complaint_type_id: 1 }, 422, "b2b_invalid_input"], // not of category 3
      ["v2/tickets", { ...savePayload(), contact_id: 4, location_id: 2 }, 422, "b2b_invalid_input"], // store 1's contact
      ["v2/tickets", { ...savePayload(), file_ids: [123456] }, 422, "b2b_ticket_attachment_reattach"],
      [
        "v2/tickets",
        { ...savePayload(), file_ids: Array.from({ length: 11 }, (_, i) => i + 1) },
        422,
        "b2b_ticket_attachments_too_many",
      ],
      ["saveTicketFiles", { ticket_id: "x" }, 422, "b2b_invalid_input"],
      ["saveTicketFiles", { ticket_id: 2147483648 }, 422, "b2b_invalid_input"],
      ["saveTicketFiles", { ticket_id: 999999 }, 404, "b2b_not_found"],
      ["saveTicketFiles", { ticket_id: ticketId, task_ids: [999999] }, 422, "b2b_invalid_input"],
      ["sendTicketEmailsAfterSave", {}, 422, "b2b_invalid_input"],
      ["sendTicketEmailsAfterSave", { ticket_id: -1 }, 422, "b2b_invalid_input"],
      ["v2/tickets/thread", { ticket_id: ticketId, message: "   " }, 422, "b2b_ticket_reply_required"],
      [
        "v2/tickets/thread",
        { ticket_id: ticketId, message: "α".repeat(5001) },
        422,
        "b2b_ticket_reply_too_long",
      ],
      [
        "v2/tickets/thread",
        { ticket_id: ticketId, message: "Καλό", file_ids: [424242] },
        422,
        "b2b_ticket_attachment_reattach",
      ],
      ["v2/tickets/thread/update", { ticket_id: ticketId, last_status: 4 }, 422, "b2b_invalid_input"],
      [
        "v2/tickets/thread/update",
        { ticket_id: ticketId, last_status: 3, resolution: "α".repeat(5001) },
        422,
        "b2b_ticket_reply_too_long",
      ],
      ["v2/files/save", { ticket_id: ticketId, comm_id: 999999, file_ids: [] }, 422, "b2b_invalid_input"],
      ["deleteTicketFile", { ticket_id: ticketId }, 422, "b2b_invalid_input"],
      [
        "tickets_old",
        { location_id: 1, title: "Τίτλος", priority: 2, message: "Ένα μήνυμα δοκιμής" },
        422,
        "b2b_invalid_input",
      ],
      [
        "tickets_old",
        { location_id: 1, title: "", priority: 4, message: "Ένα μήνυμα δοκιμής" },
        422,
        "b2b_invalid_input",
      ],
      ["saveThreadMessage", { ticket_id: 1, message: "" }, 422, "b2b_ticket_reply_required"],
    ];
    const before = await ticketCounts(db());
    for (const [path, body, status, message] of bad) {
      const answer = await call(server.api, path, { token: token.franchisee, body, key: newKey() });
      expect({ path, body, status: answer.status, message: answer.body.message }).toEqual({
        path,
        body,
        status,
        message,
      });
    }
    for (const path of [
      "v2/tickets/location/1?status=open",
      "v2/tickets/location/1?limit=0",
      "v2/tickets/location/1?cursor=zz",
    ]) {
      const answer = await call(server.api, path, { token: token.manager });
      expect(answer.status).toBe(400);
    }
    expect(
      (await call(server.api, "v2/tickets/location/1?cursor=zz", { token: token.manager })).body.message,
    ).toBe("b2b_ticket_list_cursor_invalid");
    expect((await call(server.api, "v2/tickets/1/abc", { token: token.manager })).status).toBe(404);
    expect(
      (await call(server.api, "v2/tickets/complaint-types?category_id=x", { token: token.manager })).status,
    ).toBe(422);
    expect((await call(server.api, "contacts/", { token: token.manager })).status).toBe(422);
    expect(await ticketCounts(db())).toEqual(before);
  });

  it("lists are keyset pages: cursor continues, the limit is clamped at 200", async () => {
    const first = await call(server.api, "v2/tickets/location/1?limit=2", { token: token.manager });
    const page1 = first.body["items"] as { id: number }[];
    expect(page1).toHaveLength(2);
    const cursor = first.body["next_cursor"] as string;
    expect(cursor).toMatch(/^v1\./);
    const second = await call(server.api, `v2/tickets/location/1?limit=2&cursor=${cursor}`, {
      token: token.manager,
    });
    const page2 = second.body["items"] as { id: number }[];
    expect(Math.max(...page2.map((t) => t.id))).toBeLessThan(Math.min(...page1.map((t) => t.id)));
    const everything = await call(server.api, "v2/tickets/location/1?limit=5000", { token: token.manager });
    expect(everything.body["next_cursor"]).toBeNull();
  });

  it("pick lists, limits and the base load", async () => {
    const types = await call(server.api, "v2/tickets/type", {
      token: token.manager,
      headers: { Language: "el" },
    });
    expect(types.body).toEqual(
      expect.arrayContaining([
        { id: 2, title: "Παράπονο πελάτη", has_complaint_types: true },
        { id: 1, title: "Τεχνικό πρόβλημα", has_complaint_types: false },
      ]),
    );
    const complaints = await call(server.api, "v2/tickets/complaint-types?category_id=2", {
      token: token.manager,
    });
    expect((complaints.body as unknown as { category_id: number }[]).every((c) => c.category_id === 2)).toBe(
      true,
    );
    const contacts = (await call(server.api, "contacts/?location_id=1", { token: token.manager }))
      .body as unknown as { name: string }[];
    expect(contacts.map((c) => c.name)).toContain("Περιφερειακός Υπεύθυνος Αττικής");
    const otherContacts = (await call(server.api, "contacts/?location_id=4", { token: token.other }))
      .body as unknown as { name: string }[];
    expect(otherContacts.map((c) => c.name)).not.toContain("Περιφερειακός Υπεύθυνος Αττικής");
    const limits = await call(server.api, "v2/tickets/limits", { token: token.manager });
    expect(limits.body).toMatchObject({
      attachment_max_bytes: 10 * 1024 * 1024,
      attachment_max_count: 10,
      title_min_length: 3,
    });
    const base = await call(server.api, "base?location_id=1", { token: token.manager });
    expect((base.body["tickets"] as { id: number }[]).length).toBeGreaterThan(0);
    const trainee = await call(server.api, "base?location_id=1", { token: token.trainee });
    expect(trainee.body["tickets"]).toEqual([]);
  });

  it("logged no unexpected server error", () => {
    expect(server.serverErrors).toEqual([]);
  });
});

import { existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { availableDatabases } from "./support/database-targets";
import { loginTokens } from "./support/http";
import {
  call,
  EXE_BYTES,
  newKey,
  PDF_BYTES,
  PNG_BYTES,
  savePayload,
  ticketCounts,
  upload,
  uploadPng,
} from "./support/ticket-client";
import { startTestServer, type TestServer } from "./support/test-server";

const databases = await availableDatabases();

// A lowered size limit (configuration may lower it) keeps the "too large" uploads small.
const MAX_BYTES = 64 * 1024;

describe.each(databases)("ticket attachments on $name", (target) => {
  let server: TestServer;
  let filesDir = "";
  let manager = "";
  let franchisee = "";
  let other = "";
  beforeAll(async () => {
    filesDir = mkdtempSync(join(tmpdir(), "portal-files-"));
    server = await startTestServer(target, {
      env: { FILES_DIR: filesDir, TICKET_ATTACHMENT_MAX_BYTES: String(MAX_BYTES) },
    });
    manager = (await loginTokens(server.api, "6900000003")).access_token;
    franchisee = (await loginTokens(server.api, "6900000002")).access_token;
    other = (await loginTokens(server.api, "6900000006")).access_token;
  });
  afterAll(async () => {
    await server.stop();
    rmSync(filesDir, { recursive: true, force: true });
  });

  const db = () => server.server.database.db;

  /** A saved and confirmed ticket of store 1 with these uploads. */
  async function ticketWith(fileIds: readonly number[]) {
    const saved = await call(server.api, "v2/tickets", {
      token: manager,
      key: newKey(),
      body: savePayload(fileIds),
    });
    expect(saved.status).toBe(201);
    await call(server.api, "saveTicketFiles", { token: manager, body: saved.body });
    return saved.body as { ticket_id: number; comm_ids: number[]; file_relation_ids: number[] };
  }

  it("stores an allowed upload under FILES_DIR with its sanitised name and sniffed type", async () => {
    const answer = await upload(server.api, manager, {
      bytes: PDF_BYTES,
      name: "../../etc/δελτίο\u202e<παραλαβής>.PDF",
      type: "application/pdf",
    });
    expect(answer.status).toBe(201);
    expect(answer.body).toEqual({
      file_id: expect.any(Number),
      name: "δελτίο_παραλαβής_.pdf",
      file_type: "application/pdf",
      size: PDF_BYTES.byteLength,
    });
    // Office files without a declared type are judged by extension, then by content.
    const sheet = await upload(server.api, manager, {
      bytes: new Uint8Array([0x50, 0x4b, 0x03, 0x04, 1, 2, 3, 4, 5, 6, 7, 8]),
      name: "πωλήσεις.xlsx",
      type: "",
    });
    expect(sheet.status).toBe(201);
    expect(sheet.body["file_type"]).toBe("application/vnd.openxmlformats-officedocument.spreadsheetml.sheet");
    const stored = readdirSync(filesDir, { recursive: true }).map(String);
    expect(stored.some((path) => path.includes("δελτίο"))).toBe(false); // random keys, never the user's name
    expect(stored.filter((path) => /[0-9a-f-]{36}$/.test(path)).length).toBeGreaterThanOrEqual(2);
  });

  it("refuses by content, type, size and emptiness, with keys, storing nothing", async () => {
    const before = await ticketCounts(db());
    const cases: [Uint8Array, string, string, number, string][] = [
      [EXE_BYTES, "τιμολόγιο.pdf", "application/pdf", 422, "b2b_ticket_attachment_content_mismatch"],
      [PNG_BYTES, "εικόνα.pdf", "application/pdf", 422, "b2b_ticket_attachment_content_mismatch"],
      [EXE_BYTES, "setup.exe", "application/x-msdownload", 422, "b2b_ticket_attachment_type_not_allowed"],
      [PDF_BYTES, "έγγραφο.pdf", "image/png", 422, "b2b_ticket_attachment_extension_mismatch"],
      [new Uint8Array(0), "κενό.png", "image/png", 422, "b2b_ticket_attachment_empty"],
      [
        new Uint8Array(MAX_BYTES + 1).fill(7),
        "μεγάλο.png",
        "image/png",
        413,
        "b2b_ticket_attachment_too_large",
      ],
    ];
    for (const [bytes, name, type, status, message] of cases) {
      const answer = await upload(server.api, manager, { bytes, name, type });
      expect({ name, status: answer.status, body: answer.body }).toEqual({
        name,
        status,
        body: { status: "error", message },
      });
    }
    // Far beyond the route's own body limit: refused before the body is read.
    const huge = await upload(server.api, manager, {
      bytes: new Uint8Array(MAX_BYTES + 200 * 1024),
      name: "τεράστιο.png",
      type: "image/png",
    });
    expect(huge.status).toBe(413);
    expect(huge.body).toEqual({ status: "error", message: "b2b_ticket_attachment_too_large" });
    const notMultipart = await call(server.api, "v2/files", { token: manager, body: { file: "x" } });
    expect(notMultipart.status).toBeGreaterThanOrEqual(400);
    expect(notMultipart.status).toBeLessThan(500);
    expect(await ticketCounts(db())).toEqual(before);
  });

  it("allows 10 files per ticket and refuses the 11th, in the save and afterwards", async () => {
    const eleven: number[] = [];
    for (let i = 0; i < 11; i += 1) eleven.push(await uploadPng(server.api, manager, `φωτο-${i}.png`));
    const before = await ticketCounts(db());
    const refused = await call(server.api, "v2/tickets", {
      token: manager,
      key: newKey(),
      body: savePayload(eleven),
    });
    expect(refused.status).toBe(422);
    expect(refused.body.message).toBe("b2b_ticket_attachments_too_many");
    expect(await ticketCounts(db())).toEqual(before);
    const ticket = await ticketWith(eleven.slice(0, 10));
    expect(ticket.file_relation_ids).toHaveLength(10);
    const eleventh = await call(server.api, "v2/files/save", {
      token: manager,
      body: { ticket_id: ticket.ticket_id, comm_id: ticket.comm_ids[0], file_ids: [eleven[10]] },
    });
    expect(eleventh.status).toBe(422);
    expect(eleventh.body.message).toBe("b2b_ticket_attachments_too_many");
    const reply = await call(server.api, "v2/tickets/thread", {
      token: manager,
      key: newKey(),
      body: { ticket_id: ticket.ticket_id, message: "Και μία ακόμη φωτογραφία", file_ids: [eleven[10]] },
    });
    expect(reply.status).toBe(422);
  });

  it("an upload belongs to its uploader and to one ticket only", async () => {
    const mine = await uploadPng(server.api, manager);
    const theirs = await call(server.api, "v2/tickets", {
      token: franchisee,
      key: newKey(),
      body: savePayload([mine]),
    });
    expect(theirs.body.message).toBe("b2b_ticket_attachment_reattach");
    await ticketWith([mine]);
    const reused = await call(server.api, "v2/tickets", {
      token: manager,
      key: newKey(),
      body: savePayload([mine]),
    });
    expect(reused.body.message).toBe("b2b_ticket_attachment_reattach");
  });

  it("downloads through the signed URL: type, attachment disposition, nosniff; refuses other stores", async () => {
    const fileId = (
      await upload(server.api, manager, { bytes: PDF_BYTES, name: 'Δελτίο "1".pdf', type: "application/pdf" })
    ).body["file_id"] as number;
    const ticket = await ticketWith([fileId]);
    const detail = await call(server.api, `v2/tickets/1/${ticket.ticket_id}`, { token: manager });
    const [file] = detail.body["files_relations"] as { file_url: string; name: string }[];
    expect(file?.file_url).toMatch(new RegExp(`^v2/files/${fileId}\\?exp=\\d+&sig=[\\w-]+$`));
    const response = await fetch(`${server.api}/${file?.file_url}`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/pdf");
    expect(response.headers.get("content-disposition")).toBe(
      `attachment; filename="______ _1_.pdf"; filename*=UTF-8''%CE%94%CE%B5%CE%BB%CF%84%CE%AF%CE%BF%20_1_.pdf`,
    );
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("cache-control")).toBe("private, max-age=900");
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(PDF_BYTES);

    // Another store's user cannot see the ticket, so gets no URL; without a valid signature: 403.
    expect((await call(server.api, `v2/tickets/1/${ticket.ticket_id}`, { token: other })).status).toBe(404);
    expect(
      (await fetch(`${server.api}/v2/files/${fileId}`, { headers: { Authorization: `Bearer ${other}` } }))
        .status,
    ).toBe(403);
    const forged = file?.file_url.replace(/sig=.*/, "sig=AAAA") ?? "";
    expect((await fetch(`${server.api}/${forged}`)).status).toBe(403);
    const otherFile = file?.file_url.replace(`v2/files/${fileId}`, `v2/files/${fileId + 1}`) ?? "";
    expect((await fetch(`${server.api}/${otherFile}`)).status).toBe(403);
    // Expired after at most 20 minutes.
    server.clock.advance(21 * 60 * 1000);
    expect((await fetch(`${server.api}/${file?.file_url}`)).status).toBe(403);
    server.clock.advance(-21 * 60 * 1000);

    // The detail says which file is whose: the relation id to remove it, and who may (the uploader).
    expect(file).toMatchObject({ file_relation_id: ticket.file_relation_ids[0], can_delete: true });
    const seenByFranchisee = await call(server.api, `v2/tickets/1/${ticket.ticket_id}`, {
      token: franchisee,
    });
    expect(seenByFranchisee.body["files_relations"]).toEqual([
      expect.objectContaining({ file_relation_id: ticket.file_relation_ids[0], can_delete: false }),
    ]);

    // Only the uploader removes it; then it is gone, and removing again is still success.
    const relationId = ticket.file_relation_ids[0];
    expect(
      (
        await call(server.api, "deleteTicketFile", {
          token: franchisee,
          body: { ticket_id: ticket.ticket_id, file_relation_id: relationId },
        })
      ).status,
    ).toBe(403);
    const removed = await call(server.api, "deleteTicketFile", {
      token: manager,
      body: { ticket_id: ticket.ticket_id, file_relation_id: relationId },
    });
    expect(removed.body).toEqual({ status: "success" });
    expect(
      (
        await call(server.api, "deleteTicketFile", {
          token: manager,
          body: { ticket_id: ticket.ticket_id, file_relation_id: relationId },
        })
      ).status,
    ).toBe(200);
    expect((await fetch(`${server.api}/${file?.file_url}`)).status).toBe(404);
    expect(
      (await call(server.api, `v2/tickets/1/${ticket.ticket_id}`, { token: manager })).body[
        "files_relations"
      ],
    ).toEqual([]);
  });

  it("a pending upload is not downloadable, and one nobody used is removed after 24 hours", async () => {
    const stale = await uploadPng(server.api, manager, "ξεχασμένο.png");
    server.clock.advance(25 * 60 * 60 * 1000);
    try {
      // The next upload sweeps expired pending files (a fresh login: the old token has expired).
      const later = (await loginTokens(server.api, "6900000003")).access_token;
      await uploadPng(server.api, later, "νέο.png");
    } finally {
      server.clock.advance(-25 * 60 * 60 * 1000);
    }
    const reuse = await call(server.api, "v2/tickets", {
      token: manager,
      key: newKey(),
      body: savePayload([stale]),
    });
    expect(reuse.body.message).toBe("b2b_ticket_attachment_reattach");
    expect(existsSync(filesDir)).toBe(true);
  });

  it("files uploaded after a message are attached to it (v2/files/save), repeatably", async () => {
    const ticket = await ticketWith([]);
    const later = await uploadPng(server.api, manager, "μετά.png");
    const body = { ticket_id: ticket.ticket_id, comm_id: ticket.comm_ids[0], file_ids: [later] };
    const first = await call(server.api, "v2/files/save", { token: manager, body });
    expect(first.status).toBe(201);
    expect((await call(server.api, "v2/files/save", { token: manager, body })).body).toEqual(first.body);
    const info = await call(server.api, `tickets/info/${ticket.ticket_id}/${ticket.comm_ids[0]}`, {
      token: manager,
    });
    expect((info.body["files_relations"] as { name: string }[]).map((f) => f.name)).toEqual(["μετά.png"]);
  });

  it("logged no unexpected server error", () => {
    expect(server.serverErrors).toEqual([]);
  });
});

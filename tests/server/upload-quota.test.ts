import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { availableDatabases } from "./support/database-targets";
import { loginTokens } from "./support/http";
import { call, EXE_BYTES, newKey, PNG_BYTES, savePayload, upload, uploadPng } from "./support/ticket-client";
import { startTestServer, type TestServer } from "./support/test-server";

const databases = await availableDatabases();

// The pending budget lowered to three small pictures, so the test needs no megabytes; the upload
// rate keeps its default of 30 per 10 minutes.
const PENDING_MAX_BYTES = 3 * PNG_BYTES.length;
const UPLOADS_PER_WINDOW = 30;
const WINDOW_MS = 10 * 60_000;

describe.each(databases)("upload quota on $name", (target) => {
  let server: TestServer;
  let manager = "";
  let franchisee = "";
  let staff = "";
  beforeAll(async () => {
    server = await startTestServer(target, {
      env: { TICKET_UPLOAD_PENDING_MAX_BYTES: String(PENDING_MAX_BYTES) },
    });
    manager = (await loginTokens(server.api, "6900000003")).access_token;
    franchisee = (await loginTokens(server.api, "6900000002")).access_token;
    staff = (await loginTokens(server.api, "6900000004")).access_token;
  });
  afterAll(() => server.stop());
  // Each test starts at the beginning of a fresh 10-minute window.
  beforeEach(() => server.clock.advance(WINDOW_MS - (server.clock.now().getTime() % WINDOW_MS) + 1000));

  it("refuses an upload past the user's pending bytes with 413, until the files are attached", async () => {
    const fileIds = [await uploadPng(server.api, manager), await uploadPng(server.api, manager)];
    fileIds.push(await uploadPng(server.api, manager));
    const refused = await upload(server.api, manager, {
      bytes: PNG_BYTES,
      name: "more.png",
      type: "image/png",
    });
    expect(refused.status).toBe(413);
    expect(refused.body).toEqual({ status: "error", message: "b2b_ticket_uploads_pending_too_large" });
    // The budget is the user's own: someone else uploads as usual.
    expect(await uploadPng(server.api, franchisee)).toBeGreaterThan(0);
    // Attached to a ticket, the files no longer count.
    const saved = await call(server.api, "v2/tickets", {
      token: manager,
      key: newKey(),
      body: savePayload(fileIds),
    });
    expect(saved.status).toBe(201);
    expect((await call(server.api, "saveTicketFiles", { token: manager, body: saved.body })).status).toBe(
      200,
    );
    expect(await uploadPng(server.api, manager)).toBeGreaterThan(0);
  });

  it("pending files past their 24 hours stop counting", async () => {
    for (let i = 0; i < 3; i += 1) await uploadPng(server.api, staff);
    expect(
      (await upload(server.api, staff, { bytes: PNG_BYTES, name: "a.png", type: "image/png" })).status,
    ).toBe(413);
    server.clock.advance(24 * 3_600_000 + 60_000);
    const later = (await loginTokens(server.api, "6900000004")).access_token;
    expect(await uploadPng(server.api, later)).toBeGreaterThan(0);
  });

  it("refuses the upload after 30 in 10 minutes with 429 and Retry-After, refused ones counted, until the next window", async () => {
    const token = (await loginTokens(server.api, "6900000006")).access_token;
    for (let i = 0; i < UPLOADS_PER_WINDOW; i += 1)
      expect(
        (await upload(server.api, token, { bytes: EXE_BYTES, name: "x.pdf", type: "application/pdf" }))
          .status,
      ).toBe(422);
    const refused = await upload(server.api, token, { bytes: PNG_BYTES, name: "p.png", type: "image/png" });
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ status: "error", message: "b2b_too_many_uploads" });
    const retryAfter = Number(refused.headers.get("Retry-After"));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(WINDOW_MS / 1000);
    server.clock.advance(retryAfter * 1000);
    expect(await uploadPng(server.api, token)).toBeGreaterThan(0);
  });

  it("logged no unexpected server error", () => {
    expect(server.serverErrors).toEqual([]);
  });
});

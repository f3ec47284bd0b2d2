import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AVATAR_MAX_BYTES } from "../../server/account/services/avatar-upload";
import { availableDatabases } from "./support/database-targets";
import { bearer, loginTokens } from "./support/http";
import { PNG_BYTES } from "./support/ticket-client";
import { startTestServer, type TestServer } from "./support/test-server";

const databases = await availableDatabases();

// Demo accounts: 1 head office (publishes posts), 4 staff of store 1.
const HEAD_OFFICE = "6900000001";
const STAFF = "6900000004";

/** A PNG (by its first bytes, which is what the upload checks) padded to exactly `size` bytes. */
function pngOfSize(size: number): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(size);
  bytes.set(PNG_BYTES.subarray(0, Math.min(PNG_BYTES.length, size)));
  return bytes;
}

async function send(url: string, token: string, size: number): Promise<{ status: number; body: unknown }> {
  const form = new FormData();
  form.append("file", new Blob([pngOfSize(size)], { type: "image/png" }), "big.png");
  const response = await fetch(url, { method: "POST", headers: bearer(token), body: form });
  return { status: response.status, body: await response.json() };
}

// Issue #29 item 5: every upload path takes a file of its own documented size (not the 1 MiB JSON
// limit) and refuses one byte more with 413 and its own key.
describe.each(databases)("upload paths and their own limits on $name", (target) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(target);
  });
  afterAll(() => server.stop());

  const cases = [
    { path: "user/avatar", who: STAFF, max: () => AVATAR_MAX_BYTES, ok: 200, key: "b2b_avatar_too_large" },
    {
      path: "posts/files/upload",
      who: HEAD_OFFICE,
      max: () => server.config.ticketLimits.attachmentMaxBytes,
      ok: 201,
      key: "b2b_ticket_attachment_too_large",
    },
    {
      path: "v2/files",
      who: STAFF,
      max: () => server.config.ticketLimits.attachmentMaxBytes,
      ok: 201,
      key: "b2b_ticket_attachment_too_large",
    },
  ] as const;

  it.each(cases)("$path takes a file of its limit and refuses one byte more", async (each) => {
    const { access_token } = await loginTokens(server.api, each.who);
    const max = each.max();
    expect(max).toBeGreaterThan(1024 * 1024); // more than the JSON limit, or the test proves nothing
    const atLimit = await send(`${server.api}/${each.path}`, access_token, max);
    expect(atLimit.status).toBe(each.ok);
    const above = await send(`${server.api}/${each.path}`, access_token, max + 1);
    expect(above).toEqual({ status: 413, body: { status: "error", message: each.key } });
  });

  it("a JSON body is still held to 1 MiB on every other path", async () => {
    const { access_token } = await loginTokens(server.api, STAFF);
    const response = await fetch(`${server.api}/user/preferences`, {
      method: "POST",
      headers: { ...bearer(access_token), "Content-Type": "application/json" },
      body: JSON.stringify({ padding: "x".repeat(1024 * 1024) }),
    });
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ status: "error", message: "b2b_payload_too_large" });
  });
});

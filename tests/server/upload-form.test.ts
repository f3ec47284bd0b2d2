import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { availableDatabases } from "./support/database-targets";
import { bearer, loginTokens } from "./support/http";
import { PNG_BYTES } from "./support/ticket-client";
import { startTestServer, type TestServer } from "./support/test-server";

const databases = await availableDatabases();

// Demo accounts: 1 head office (publishes posts), 4 staff of store 1.
const HEAD_OFFICE = "6900000001";
const STAFF = "6900000004";

async function post(url: string, token: string, init: { body: BodyInit; type?: string }) {
  const headers: Record<string, string> = { ...bearer(token) };
  if (init.type !== undefined) headers["Content-Type"] = init.type;
  const response = await fetch(url, { method: "POST", headers, body: init.body });
  return { status: response.status, body: await response.json() };
}

const error = (status: number, message: string) => ({ status, body: { status: "error", message } });

// Issue #30: every upload route reads its form with the one reader (server/files/http/file-part.ts),
// so a form without a file, an unreadable form and a NUL in a file name get the same answers on each.
describe.each(databases)("the one upload form reader on $name", (target) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(target);
  });
  afterAll(() => server.stop());

  const paths = [
    { path: "user/avatar", who: STAFF },
    { path: "posts/files/upload", who: HEAD_OFFICE },
    { path: "v2/files", who: STAFF },
  ] as const;

  it.each(paths)("$path: no file part, a broken form, a NUL in the name", async ({ path, who }) => {
    const { access_token } = await loginTokens(server.api, who);
    const url = `${server.api}/${path}`;

    const noFile = new FormData();
    noFile.append("note", "no file here");
    expect(await post(url, access_token, { body: noFile })).toEqual(error(422, "b2b_invalid_input"));

    const broken = await post(url, access_token, {
      body: '--x\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\nunterminated',
      type: "multipart/form-data; boundary=x",
    });
    expect(broken).toEqual(error(400, "b2b_bad_request"));

    const nul = new FormData();
    nul.append("file", new Blob([new Uint8Array(PNG_BYTES)], { type: "image/png" }), "a\u0000b.png");
    expect(await post(url, access_token, { body: nul })).toEqual(error(400, "b2b_nul_character"));
  });
});

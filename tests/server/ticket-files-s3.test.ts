import { existsSync } from "node:fs";
import { ListObjectsV2Command } from "@aws-sdk/client-s3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { availableDatabases } from "./support/database-targets";
import { loginTokens } from "./support/http";
import { queryRows, sql } from "./support/query";
import { startS3Server, type TestS3Server } from "./support/s3-server";
import { call, EXE_BYTES, newKey, PDF_BYTES, savePayload, upload, uploadPng } from "./support/ticket-client";
import { startTestServer, type TestServer } from "./support/test-server";

const databases = await availableDatabases();

describe.each(databases)("ticket attachments in an S3 bucket on $name", (target) => {
  let s3: TestS3Server;
  let server: TestServer;
  let manager = "";
  beforeAll(async () => {
    s3 = await startS3Server();
    server = await startTestServer(target, { env: s3.env });
    manager = (await loginTokens(server.api, "6900000003")).access_token;
  });
  afterAll(async () => {
    await server.stop();
    await s3.close();
  });

  const bucketKeys = async (): Promise<string[]> =>
    ((await s3.client.send(new ListObjectsV2Command({ Bucket: s3.bucket }))).Contents ?? []).map(
      (o) => o.Key ?? "",
    );
  const storageKeyOf = async (fileId: number): Promise<string | undefined> =>
    (
      await queryRows<{ storage_key: string }>(
        server.server.database.db,
        sql`select storage_key from files where id = ${fileId}`,
      )
    )[0]?.storage_key;

  it("seeds the demo attachments into the bucket, not the data directory", async () => {
    expect((await bucketKeys()).filter((key) => key.startsWith("de/de000000-")).length).toBeGreaterThan(0);
    expect(existsSync(server.config.filesDir)).toBe(false);
  });

  it("stores an upload as an object, serves it through the signed URL and deletes the object with it", async () => {
    const answer = await upload(server.api, manager, {
      bytes: PDF_BYTES,
      name: "τιμολόγιο.pdf",
      type: "application/pdf",
    });
    expect(answer.status).toBe(201);
    const fileId = answer.body["file_id"] as number;
    const key = await storageKeyOf(fileId);
    expect(await bucketKeys()).toContain(key);

    const saved = await call(server.api, "v2/tickets", {
      token: manager,
      key: newKey(),
      body: savePayload([fileId]),
    });
    await call(server.api, "saveTicketFiles", { token: manager, body: saved.body });
    const ticketId = saved.body["ticket_id"] as number;
    const detail = await call(server.api, `v2/tickets/1/${ticketId}`, { token: manager });
    const [file] = detail.body["files_relations"] as { file_url: string; file_relation_id: number }[];
    const download = await fetch(`${server.api}/${file?.file_url}`);
    expect(download.status).toBe(200);
    expect(download.headers.get("content-length")).toBe(String(PDF_BYTES.byteLength));
    expect(new Uint8Array(await download.arrayBuffer())).toEqual(PDF_BYTES);

    const removed = await call(server.api, "deleteTicketFile", {
      token: manager,
      body: { ticket_id: ticketId, file_relation_id: file?.file_relation_id },
    });
    expect(removed.body).toEqual({ status: "success" });
    expect(await bucketKeys()).not.toContain(key);
    expect((await fetch(`${server.api}/${file?.file_url}`)).status).toBe(404);
  });

  it("a refused upload (a program renamed to .pdf) leaves no object behind", async () => {
    const before = await bucketKeys();
    const answer = await upload(server.api, manager, {
      bytes: EXE_BYTES,
      name: "τιμολόγιο.pdf",
      type: "application/pdf",
    });
    expect(answer.body).toEqual({ status: "error", message: "b2b_ticket_attachment_content_mismatch" });
    expect(await bucketKeys()).toEqual(before);
  });

  it("a pending upload nobody used is removed from the bucket after 24 hours", async () => {
    const stale = await uploadPng(server.api, manager, "ξεχασμένο.png");
    const staleKey = await storageKeyOf(stale);
    expect(await bucketKeys()).toContain(staleKey);
    server.clock.advance(25 * 60 * 60 * 1000);
    try {
      // The next upload sweeps expired pending files (a fresh login: the old token has expired).
      const later = (await loginTokens(server.api, "6900000003")).access_token;
      await uploadPng(server.api, later, "νέο.png");
    } finally {
      server.clock.advance(-25 * 60 * 60 * 1000);
    }
    expect(await storageKeyOf(stale)).toBeUndefined();
    expect(await bucketKeys()).not.toContain(staleKey);
  });

  it("logged no unexpected server error", () => {
    expect(server.serverErrors).toEqual([]);
  });
});

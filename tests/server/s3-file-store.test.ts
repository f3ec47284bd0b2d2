import { randomBytes } from "node:crypto";
import { ListObjectsV2Command } from "@aws-sdk/client-s3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../../server/config/load-config";
import type { FileStore } from "../../server/files/services/file-store";
import { openFileStore } from "../../server/files/services/open-file-store";
import { startS3Server, type TestS3Server } from "./support/s3-server";

/** A web stream of `bytes` in chunks of `chunk` bytes, as a request body arrives. */
function chunked(bytes: Uint8Array, chunk = 64 * 1024): ReadableStream<Uint8Array> {
  let offset = 0;
  return new ReadableStream({
    pull(controller) {
      if (offset >= bytes.byteLength) return controller.close();
      controller.enqueue(bytes.slice(offset, offset + chunk));
      offset += chunk;
    },
  });
}

const readAll = async (stream: ReadableStream<Uint8Array> | null): Promise<Uint8Array> =>
  new Uint8Array(await new Response(stream).arrayBuffer());

describe("the S3 file store against a real S3-compatible server (s3rver on loopback)", () => {
  let s3: TestS3Server;
  let store: FileStore;
  beforeAll(async () => {
    s3 = await startS3Server();
    // Built the way the server builds it: from the S3_* variables through the configuration schema.
    const loaded = loadConfig({ DATA_DIR: "unused-data-dir", ...s3.env });
    if (!loaded.ok) throw new Error(loaded.errors.join("; "));
    if (loaded.config.s3 === null) throw new Error("the S3_* variables did not turn the object store on");
    store = openFileStore(loaded.config);
  });
  afterAll(async () => {
    await store.close();
    await s3.close();
  });

  const objectKeys = async (): Promise<string[]> =>
    ((await s3.client.send(new ListObjectsV2Command({ Bucket: s3.bucket }))).Contents ?? []).map(
      (o) => o.Key ?? "",
    );

  it("puts a streamed body under a fresh key and opens it back byte for byte", async () => {
    const bytes = randomBytes(200 * 1024);
    const key = store.newKey();
    expect(await store.exists(key)).toBe(false);
    await store.put(key, chunked(bytes));
    expect(await store.exists(key)).toBe(true);
    expect(await objectKeys()).toContain(key);
    expect(await readAll(await store.open(key))).toEqual(new Uint8Array(bytes));
  });

  it("sends a body larger than one part as a multipart upload and reads it back whole", async () => {
    const bytes = randomBytes(6 * 1024 * 1024 + 123);
    const key = store.newKey();
    await store.put(key, chunked(bytes));
    expect(await readAll(await store.open(key))).toEqual(new Uint8Array(bytes));
  });

  it("answers null for a missing body, and removing a missing body is no error", async () => {
    const key = store.newKey();
    expect(await store.open(key)).toBeNull();
    await expect(store.remove(key)).resolves.toBeUndefined();
  });

  it("removes a body", async () => {
    const key = store.newKey();
    await store.put(key, chunked(new Uint8Array([1, 2, 3])));
    await store.remove(key);
    expect(await store.exists(key)).toBe(false);
    expect(await store.open(key)).toBeNull();
    expect(await objectKeys()).not.toContain(key);
  });

  it("refuses a key that is not one of ours before any request", async () => {
    const before = await objectKeys();
    for (const key of ["../escape", "other-app/object", "ab/not-a-uuid", ""]) {
      await expect(store.put(key, chunked(new Uint8Array([1])))).rejects.toThrow(/not a file store key/);
      await expect(store.open(key)).rejects.toThrow(/not a file store key/);
      await expect(store.remove(key)).rejects.toThrow(/not a file store key/);
    }
    expect(await objectKeys()).toEqual(before);
  });

  it("a body that breaks off midway fails the put and leaves no object", async () => {
    const key = store.newKey();
    let sent = 0;
    const broken = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent >= 3) return controller.error(new Error("client went away"));
        sent += 1;
        controller.enqueue(new Uint8Array(64 * 1024).fill(sent));
      },
    });
    await expect(store.put(key, broken)).rejects.toThrow(/client went away/);
    expect(await store.exists(key)).toBe(false);
  });
});

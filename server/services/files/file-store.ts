import { randomUUID } from "node:crypto";
import { createReadStream } from "node:fs";
import { mkdir, rm, stat, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import { Readable } from "node:stream";

/**
 * Where attachment bodies live. The seam for object storage: a store only puts, opens and removes
 * bodies by key, so an S3-like implementation can replace the directory one without touching the
 * routes (not built: DESIGN.md keeps it "on paper until we need it").
 */
export interface FileStore {
  /** A new key; never derived from the user's file name. */
  readonly newKey: () => string;
  readonly put: (key: string, bytes: Uint8Array) => Promise<void>;
  /** The body as a stream, or null when it is gone. */
  readonly open: (key: string) => Promise<ReadableStream<Uint8Array> | null>;
  /** Removes the body; a missing body is not an error. */
  readonly remove: (key: string) => Promise<void>;
}

const KEY = /^[0-9a-f]{2}\/[0-9a-f-]{36}$/u;

/** Bodies as files under `dir` (FILES_DIR, default DATA_DIR/files), two levels so no folder grows huge. */
export function directoryFileStore(dir: string): FileStore {
  const pathOf = (key: string): string => {
    // Keys come from our own rows, but a path must never leave the directory whatever the row says.
    if (!KEY.test(key)) throw new Error(`not a file store key: ${key}`);
    return join(dir, key);
  };
  return {
    newKey: () => {
      const id = randomUUID();
      return `${id.slice(0, 2)}/${id}`;
    },
    put: async (key, bytes) => {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      await writeFile(path, bytes, { flag: "wx" });
    },
    open: async (key) => {
      const path = pathOf(key);
      const found = await stat(path).catch(() => null);
      if (found === null || !found.isFile()) return null;
      return Readable.toWeb(createReadStream(path)) as ReadableStream<Uint8Array>;
    },
    remove: async (key) => {
      await rm(pathOf(key), { force: true });
    },
  };
}

import { createReadStream } from "node:fs";
import { mkdir, open, rm, stat } from "node:fs/promises";
import { dirname, join } from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { ReadableStream as NodeWebStream } from "node:stream/web";
import { checkedFileStoreKey, newFileStoreKey, type FileStore } from "./file-store";

const isFile = async (path: string): Promise<boolean> =>
  (await stat(path).catch(() => null))?.isFile() === true;

/** Bodies as files under `dir` (FILES_DIR, default DATA_DIR/files): one instance, or a shared volume. */
export function directoryFileStore(dir: string): FileStore {
  const pathOf = (key: string): string => join(dir, checkedFileStoreKey(key));
  return {
    newKey: newFileStoreKey,
    put: async (key, body) => {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      // "wx": a key is written once; opening first means a failure below only removes our own file.
      const handle = await open(path, "wx");
      try {
        await pipeline(Readable.fromWeb(body as NodeWebStream<Uint8Array>), handle.createWriteStream());
      } catch (error) {
        await handle.close().catch(() => {});
        await rm(path, { force: true });
        throw error;
      }
    },
    exists: (key) => isFile(pathOf(key)),
    open: async (key) => {
      const path = pathOf(key);
      if (!(await isFile(path))) return null;
      return Readable.toWeb(createReadStream(path)) as ReadableStream<Uint8Array>;
    },
    remove: async (key) => {
      await rm(pathOf(key), { force: true });
    },
    close: async () => {},
  };
}

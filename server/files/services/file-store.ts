import { randomUUID } from "node:crypto";

/**
 * Where attachment bodies live: a directory (directory-file-store.ts, the default) or an S3-compatible
 * object store (s3-file-store.ts, with S3_BUCKET), chosen once by open-file-store.ts. Routes and
 * services only put, open and remove bodies by key, so neither knows which one runs.
 */
export interface FileStore {
  /** A new key; never derived from the user's file name. */
  readonly newKey: () => string;
  /**
   * Writes a body read from `body` chunk by chunk, so no store holds a whole file in memory. An
   * existing key is an error in the directory store and overwritten in an object store: callers
   * write only fresh keys (newKey) or the same bytes again (the demo seed).
   */
  readonly put: (key: string, body: ReadableStream<Uint8Array>) => Promise<void>;
  readonly exists: (key: string) => Promise<boolean>;
  /** The body as a stream, or null when it is gone. */
  readonly open: (key: string) => Promise<ReadableStream<Uint8Array> | null>;
  /** Removes the body; a missing body is not an error. */
  readonly remove: (key: string) => Promise<void>;
  /** Lets go of connections (the S3 client's sockets); the store is not used after. */
  readonly close: () => Promise<void>;
}

const KEY = /^[0-9a-f]{2}\/[0-9a-f-]{36}$/u;

/** Two levels (`ab/ab…-uuid`), so no directory grows huge and object listings stay prefix-friendly. */
export function newFileStoreKey(): string {
  const id = randomUUID();
  return `${id.slice(0, 2)}/${id}`;
}

/**
 * Keys come from our own rows, but a key must never name a path outside the directory or another
 * object in a shared bucket whatever a row says, so every store checks it before use.
 */
export function checkedFileStoreKey(key: string): string {
  if (!KEY.test(key)) throw new Error(`not a file store key: ${key}`);
  return key;
}

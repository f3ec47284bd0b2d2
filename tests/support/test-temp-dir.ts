import { accessSync, constants, statSync } from "node:fs";
import { tmpdir } from "node:os";

/** Linux's shared-memory file system: a tmpfs on every Linux machine we run on. */
const MEMORY_DIR = "/dev/shm";

let chosen: string | undefined;

/**
 * Where the tests put throw-away data (servers' data directories, the PGlite and seeded templates):
 * `/dev/shm` where the machine has it writable, else the system's temp directory. A PGlite data
 * directory is 1,471 files (47 MB); every test server copies one and deletes it when it stops. On our
 * machines the temp directory is on the disk (ext4 mounted with `discard`), where that file work was
 * a third of the server tests' CPU time, most of it in the kernel: `npx vitest run tests/server`
 * took 399 s there and 324 s in memory (two workers, back to back). `TEST_TMPDIR` chooses another.
 */
export function testTempDir(): string {
  chosen ??= process.env["TEST_TMPDIR"] ?? (writableDirectory(MEMORY_DIR) ? MEMORY_DIR : tmpdir());
  return chosen;
}

function writableDirectory(path: string): boolean {
  try {
    if (!statSync(path).isDirectory()) return false;
    accessSync(path, constants.W_OK);
    return true;
  } catch {
    return false;
  }
}

/*
 * Writes every text file of the built app also as `<file>.br` (brotli, best) and `<file>.gz` (gzip
 * level 9), beside it, so the server sends them as they are (server/http/static-app.ts,
 * `precompressed`) and never compresses a file per request. Source maps and the Vite manifest are
 * for tools, not browsers: left alone. A file that would not shrink gets no copies.
 */
import { mkdir, readdir, readFile, rename, writeFile } from "node:fs/promises";
import { existsSync } from "node:fs";
import { join } from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";

/** Written last, inside the app's folder (a dot-folder, never compressed or linked): all copies are there. */
const DONE_MARKER = ".vite/precompressed";

/** True when `dir` was compressed to the end (a first start may have stopped half-way). */
export const isPrecompressed = (dir: string): boolean => existsSync(join(dir, DONE_MARKER));

const TEXT_FILE = /\.(?:html|js|mjs|css|svg|json|txt|webmanifest)$/;
const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Compresses the text files under `dir` (not in dot-folders such as `.vite/`); returns their count. */
export async function precompressDir(dir: string): Promise<number> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const files = entries
    .filter((entry) => entry.isFile() && TEXT_FILE.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name))
    .filter(
      (file) =>
        !file
          .slice(dir.length)
          .split(/[\\/]/)
          .some((part) => part.startsWith(".")),
    );
  await Promise.all(
    files.map(async (file) => {
      const bytes = await readFile(file);
      const [br, gz] = await Promise.all([
        brotli(bytes, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
            [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
          },
        }),
        gzipAsync(bytes, { level: 9 }),
      ]);
      if (br.length < bytes.length) await writeAtomically(`${file}.br`, br);
      if (gz.length < bytes.length) await writeAtomically(`${file}.gz`, gz);
    }),
  );
  await mkdir(join(dir, ".vite"), { recursive: true });
  await writeFile(join(dir, DONE_MARKER), "");
  return files.length;
}

/** A running server may be sending these files (server/main.ts compresses after a first start). */
async function writeAtomically(file: string, bytes: Uint8Array): Promise<void> {
  await writeFile(`${file}.part`, bytes);
  await rename(`${file}.part`, file);
}

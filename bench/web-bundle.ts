/*
 * npm run bench:web — builds the browser app and prints the JavaScript the login page loads,
 * gzip-compressed (zlib level 9, like the CDN's static gzip). DESIGN.md budget: everything the login
 * page downloads until the network is idle, at most 120 KB of JavaScript gzip (issue #21).
 *
 * Two figures. The budget's: what Chromium actually downloads (bench/web/login-downloads.ts: the
 * production server, a fresh headless Chromium, until network idle), each file with its bytes on
 * the wire (brotli, as the server sends it) and its gzip size. Beside it the static figure: the
 * entry chunk plus everything it imports statically, what the login page
 * loads before the app starts; the difference is what the app imports dynamically at start. index.html itself shows the pre-rendered login screen and asks for
 * these files only once that screen is painted (scripts/build/prerender-shell.ts); app.html, the
 * page of every other route, loads them at once. The server sends brotli (the figures here are
 * gzip, a little larger). Every lazy chunk is listed with what it adds on top of the login route.
 * The Lighthouse part of the budget (LCP ≤ 1.5 s on mobile throttling) is bench/web-lighthouse.ts,
 * which `npm run bench:web` runs next.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { build } from "vite";
import { isScript, loginDownloads } from "./web/login-downloads";
import { withProductionServer } from "./web/production-server";

const OUT_DIR = "dist/web";
const BUDGET_BYTES = 120 * 1024;

interface ManifestChunk {
  readonly file: string;
  readonly name?: string;
  readonly src?: string;
  readonly isEntry?: boolean;
  readonly isDynamicEntry?: boolean;
  readonly imports?: readonly string[];
  readonly dynamicImports?: readonly string[];
}
type Manifest = Readonly<Record<string, ManifestChunk>>;

await build({ logLevel: "warn", build: { manifest: true } });

const manifest = JSON.parse(readFileSync(join(OUT_DIR, ".vite/manifest.json"), "utf8")) as Manifest;
const gzipBytes = new Map<string, number>();
const sizeOf = (file: string): number => {
  let size = gzipBytes.get(file);
  if (size === undefined) {
    size = gzipSync(readFileSync(join(OUT_DIR, file)), { level: 9 }).length;
    gzipBytes.set(file, size);
  }
  return size;
};

/** A chunk and all it imports statically (what the browser must fetch before the chunk runs). */
function closure(key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const next of manifest[key]?.imports ?? []) closure(next, seen);
  return seen;
}
const jsFiles = (keys: Iterable<string>): string[] =>
  [...keys].map((key) => manifest[key]?.file ?? key).filter((file) => file.endsWith(".js"));
const total = (files: readonly string[]): number => files.reduce((sum, file) => sum + sizeOf(file), 0);
const kb = (bytes: number): string => `${(bytes / 1024).toFixed(1)} KB`;

const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry === true);
if (entryKey === undefined) throw new Error("no entry chunk in the Vite manifest");
const loginKeys = closure(entryKey);
const loginFiles = jsFiles(loginKeys);
const login = total(loginFiles);

console.log(
  `login route (entry + static imports): ${login} B gzip = ${kb(login)} (budget ${kb(BUDGET_BYTES)})`,
);
for (const file of loginFiles) console.log(`  ${file.padEnd(48)} ${String(sizeOf(file)).padStart(7)} B`);

console.log("\nlazy chunks (what each adds beyond the login route):");
const rows = Object.entries(manifest)
  .filter(([, chunk]) => chunk.isDynamicEntry === true)
  .map(([key, chunk]) => {
    const added = jsFiles([...closure(key)].filter((k) => !loginKeys.has(k)));
    return {
      name: (chunk.src ?? chunk.name ?? chunk.file).replace(/^node_modules\//, ""),
      bytes: total(added),
      files: added.length,
    };
  })
  .sort((a, b) => b.bytes - a.bytes);
for (const row of rows)
  console.log(`  ${row.name.padEnd(64)} ${String(row.bytes).padStart(7)} B gzip  (${row.files} file(s))`);

const downloads = await withProductionServer(loginDownloads);
const scripts = downloads.filter(isScript).map((download) => {
  const file = new URL(download.url).pathname.replace(/^\/portal\//, "");
  return { file, transferred: download.transferred, gzip: sizeOf(file) };
});
const downloaded = scripts.reduce((sum, script) => sum + script.gzip, 0);
const onTheWire = scripts.reduce((sum, script) => sum + script.transferred, 0);
console.log(
  `\nlogin page in Chromium until network idle: ${scripts.length} JS files, ${downloaded} B gzip = ` +
    `${kb(downloaded)} (budget ${kb(BUDGET_BYTES)}); ${onTheWire} B on the wire (brotli, headers included); ` +
    `static-import figure above: ${kb(login)}`,
);
for (const script of scripts)
  console.log(
    `  ${script.file.padEnd(48)} ${String(script.gzip).padStart(7)} B gzip  ${String(script.transferred).padStart(7)} B sent`,
  );
const others = downloads.filter((download) => !isScript(download));
console.log(`other requests (${others.length}):`);
for (const other of others)
  console.log(`  ${other.url.padEnd(72)} ${String(other.transferred).padStart(7)} B sent  ${other.type}`);

if (downloaded > BUDGET_BYTES) {
  console.error(`\nlogin page over budget by ${downloaded - BUDGET_BYTES} B`);
  process.exitCode = 1;
}

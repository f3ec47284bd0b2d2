import { readFileSync } from "node:fs";

/**
 * Summarises a V8 `.cpuprofile` (node --cpu-prof) by self time: the top frames, and the same time
 * grouped by where the code lives (a package under node_modules, our own folders, node internals).
 * Usage: npx tsx bench/server/profile-summary.ts <file.cpuprofile> [top=15]
 * BENCHMARKS.md's "where the time goes" tables come from it.
 */

interface ProfileNode {
  readonly id: number;
  readonly callFrame: { readonly functionName: string; readonly url: string; readonly lineNumber: number };
}
interface Profile {
  readonly nodes: readonly ProfileNode[];
  readonly samples: readonly number[];
  readonly timeDeltas: readonly number[];
}

const [file, topArg] = process.argv.slice(2);
if (file === undefined) throw new Error("usage: profile-summary.ts <file.cpuprofile> [top]");
const top = Number(topArg ?? 15);
const profile = JSON.parse(readFileSync(file, "utf8")) as Profile;
const byId = new Map(profile.nodes.map((node) => [node.id, node]));

/** Where a frame's code lives: `pg`, `hono`, `server/auth`, `node:internal`, `(gc)`… */
function place(url: string, name: string): string {
  if (url === "") return name.startsWith("(") ? name : "(native)";
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (pkg?.[1] !== undefined) return pkg[1];
  if (url.startsWith("node:")) return "node:" + (url.split("/")[1] ?? "");
  const own = /\/(server|core|bench)\/([^/]+)/.exec(url);
  return own === null ? url : `${own[1]}/${own[2]}`;
}

const selfByFrame = new Map<string, number>();
const selfByPlace = new Map<string, number>();
let total = 0;
profile.samples.forEach((id, index) => {
  const node = byId.get(id);
  const delta = profile.timeDeltas[index] ?? 0;
  if (node === undefined) return;
  total += delta;
  const { functionName, url, lineNumber } = node.callFrame;
  const where = place(url, functionName);
  const frame = `${functionName || "(anonymous)"} — ${where}${url === "" ? "" : `:${lineNumber + 1}`}`;
  selfByFrame.set(frame, (selfByFrame.get(frame) ?? 0) + delta);
  selfByPlace.set(where, (selfByPlace.get(where) ?? 0) + delta);
});

const table = (title: string, entries: Map<string, number>) => {
  console.log(`\n| ${title} | self ms | share |\n| --- | ---: | ---: |`);
  for (const [key, micros] of [...entries].sort((a, b) => b[1] - a[1]).slice(0, top))
    console.log(`| ${key} | ${(micros / 1000).toFixed(0)} | ${((micros / total) * 100).toFixed(1)} % |`);
};
console.log(`${file}: ${(total / 1e6).toFixed(1)} s sampled`);
table("frame", selfByFrame);
table("where", selfByPlace);

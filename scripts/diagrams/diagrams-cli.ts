import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { nextBaseline, type CrossingCounts } from "./crossings-baseline";
import { edgeCrossings } from "./edge-crossings";
import { flowsReadme } from "./flows-readme";
import { CROSSINGS_FILE, journeyExplanations } from "./journey-files";
import { machineToMermaid } from "../../machines/tooling/mermaid-source";
import { openSvgRenderer, svgToPng } from "./render-svg";
import { withoutAnimations } from "./svg-animations";
import { withStamp } from "./svg-stamp";
import { writeJourneys } from "./write-journeys";
import { writeMachineRegistry } from "./write-machine-registry";

/*
 * `npm run diagrams`: refreshes machines/machine-registry.ts from the machine files, then writes
 * docs/flows/<machine-id>.mmd and .svg for every registered machine (the technical view), the
 * journeys for product owners in docs/flows/journeys/, and docs/flows/README.md; prints the edge
 * crossings of every diagram and keeps their baseline (crossings.json, see crossings-baseline.ts).
 * `npm run diagrams -- --png <dir>` also writes PNG copies (handy to look at them in a viewer);
 * `--accept-crossings` records counts that grew.
 */

const root = fileURLToPath(new URL("../..", import.meta.url));
const flowsDir = join(root, "docs", "flows");
const pngIndex = process.argv.indexOf("--png");
const pngDir = pngIndex === -1 ? undefined : process.argv[pngIndex + 1];
const journeysDir = join(flowsDir, "journeys");
const crossings: Record<string, number> = {};

if (await writeMachineRegistry(root)) console.log("machines/machine-registry.ts updated.");
// Imported only now, so a registry just rewritten is the one read.
const { machineRegistry } = await import("../../machines/machine-registry");

mkdirSync(flowsDir, { recursive: true });
const current = new Set(machineRegistry.flatMap(({ id }) => [`${id}.mmd`, `${id}.svg`]));
for (const name of readdirSync(flowsDir)) {
  if (/\.(mmd|svg)$/u.test(name) && !current.has(name)) {
    rmSync(join(flowsDir, name));
    console.log(`removed docs/flows/${name} (no such machine any more)`);
  }
}

const renderer = await openSvgRenderer();
try {
  for (const { id, machine } of machineRegistry) {
    const source = machineToMermaid(machine);
    writeFileSync(join(flowsDir, `${id}.mmd`), source);
    const svg = withoutAnimations(await renderer.render(id, source));
    crossings[`technical/${id}`] = edgeCrossings(svg);
    writeFileSync(join(flowsDir, `${id}.svg`), `${withStamp(svg, source)}\n`);
    if (pngDir !== undefined) {
      mkdirSync(pngDir, { recursive: true });
      writeFileSync(join(pngDir, `${id}.png`), await svgToPng(svg));
    }
    console.log(`docs/flows/${id}.mmd, ${id}.svg`);
  }
  Object.assign(crossings, await writeJourneys(journeysDir, machineRegistry, renderer));
  if (pngDir !== undefined)
    for (const name of readdirSync(journeysDir).filter((file) => file.endsWith(".svg")))
      writeFileSync(
        join(pngDir, name.replace(/\.svg$/u, ".png")),
        await svgToPng(readFileSync(join(journeysDir, name), "utf8")),
      );
  console.log("docs/flows/journeys/*.mmd, *.svg");
} finally {
  await renderer.close();
}
writeFileSync(
  join(flowsDir, "README.md"),
  flowsReadme(
    machineRegistry,
    journeyExplanations(
      journeysDir,
      machineRegistry.map(({ id }) => id),
    ),
  ),
);
console.log("docs/flows/README.md");

const baselineFile = join(journeysDir, CROSSINGS_FILE);
const baseline = existsSync(baselineFile)
  ? (JSON.parse(readFileSync(baselineFile, "utf8")) as CrossingCounts)
  : {};
const { next, grown } = nextBaseline(baseline, crossings, process.argv.includes("--accept-crossings"));
writeFileSync(baselineFile, `${JSON.stringify(next, null, 2)}\n`);
console.log("\nEdge crossings per diagram (baseline in docs/flows/journeys/crossings.json):");
for (const [key, count] of Object.entries(crossings).sort(([a], [b]) => a.localeCompare(b)))
  console.log(
    `  ${key.padEnd(36)} ${String(count).padStart(4)}${grown.includes(key) ? `  GREW from ${baseline[key]}` : ""}`,
  );
if (grown.length > 0)
  console.log(
    "Crossings grew: the test fails until the layout improves or `npm run diagrams -- --accept-crossings`.",
  );

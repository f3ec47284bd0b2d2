import { mkdirSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { flowsReadme } from "./flows-readme";
import { machineToMermaid } from "../../machines/tooling/mermaid-source";
import { openSvgRenderer, svgToPng } from "./render-svg";
import { writeMachineRegistry } from "./write-machine-registry";

/*
 * `npm run diagrams`: refreshes machines/machine-registry.ts from the machine files, then writes
 * docs/flows/<machine-id>.mmd and .svg for every registered machine and docs/flows/README.md.
 * `npm run diagrams -- --png <dir>` also writes PNG copies (handy to look at them in a viewer).
 */

const root = fileURLToPath(new URL("../..", import.meta.url));
const flowsDir = join(root, "docs", "flows");
const pngIndex = process.argv.indexOf("--png");
const pngDir = pngIndex === -1 ? undefined : process.argv[pngIndex + 1];

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
    const svg = await renderer.render(id, source);
    writeFileSync(join(flowsDir, `${id}.svg`), `${svg}\n`);
    if (pngDir !== undefined) {
      mkdirSync(pngDir, { recursive: true });
      writeFileSync(join(pngDir, `${id}.png`), await svgToPng(svg));
    }
    console.log(`docs/flows/${id}.mmd, ${id}.svg`);
  }
} finally {
  await renderer.close();
}
writeFileSync(join(flowsDir, "README.md"), flowsReadme(machineRegistry));
console.log("docs/flows/README.md");

/**
 * Proves that the lint rules behind DESIGN.md's dependency rule really fire: each case plants one
 * forbidden import or global in a temporary copy of the project's lint setup and expects oxlint to
 * fail on it, while the clean twin of the same file passes.
 */
import { spawnSync } from "node:child_process";
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { afterAll, describe, expect, it } from "vitest";

const projectRoot = resolve(import.meta.dirname, "../..");
const oxlint = join(projectRoot, "node_modules/.bin/oxlint");
const workspace = mkdtempSync(join(tmpdir(), "portal-lint-"));
copyFileSync(join(projectRoot, ".oxlintrc.json"), join(workspace, ".oxlintrc.json"));
afterAll(() => rmSync(workspace, { recursive: true, force: true }));

let caseNumber = 0;
function lint(relativePath: string, source: string): { ok: boolean; output: string } {
  const dir = join(workspace, `case-${++caseNumber}`);
  const file = join(dir, relativePath);
  mkdirSync(dirname(file), { recursive: true });
  copyFileSync(join(workspace, ".oxlintrc.json"), join(dir, ".oxlintrc.json"));
  writeFileSync(file, source);
  const result = spawnSync(oxlint, ["--deny-warnings", "-c", ".oxlintrc.json", relativePath], {
    cwd: dir,
    encoding: "utf8",
  });
  return { ok: result.status === 0, output: `${result.stdout}${result.stderr}` };
}

const planted: ReadonlyArray<{ layer: string; file: string; source: string; rule: RegExp }> = [
  {
    layer: "core",
    file: "core/rules/x.ts",
    source: `import { useState } from "react";\nexport const a = useState;\n`,
    rule: /no-restricted-imports/,
  },
  {
    layer: "core",
    file: "core/rules/x.ts",
    source: `import { createMachine } from "xstate";\nexport const a = createMachine;\n`,
    rule: /no-restricted-imports/,
  },
  {
    layer: "core",
    file: "core/rules/x.ts",
    source: `import { readFile } from "node:fs";\nexport const a = readFile;\n`,
    rule: /no-restricted-imports/,
  },
  {
    layer: "core",
    file: "core/rules/x.ts",
    source: `import { api } from "../../adapters/api-client";\nexport const a = api;\n`,
    rule: /no-restricted-imports/,
  },
  {
    layer: "core",
    file: "core/rules/x.ts",
    source: `export const now = () => Date.now();\n`,
    rule: /no-restricted-properties/,
  },
  {
    layer: "core",
    file: "core/rules/x.ts",
    source: `import { Temporal } from "temporal-polyfill";\nexport const now = () => Temporal.Now.instant();\n`,
    rule: /no-restricted-properties/,
  },
  {
    layer: "core",
    file: "core/rules/x.ts",
    source: `export const get = () => fetch("/x");\n`,
    rule: /no-restricted-globals/,
  },
  {
    layer: "core",
    file: "core/rules/x.ts",
    source: `export const w = () => window.location.href;\n`,
    rule: /no-restricted-globals/,
  },
  {
    layer: "machines",
    file: "machines/x.machine.ts",
    source: `import { useState } from "react";\nexport const a = useState;\n`,
    rule: /no-restricted-imports/,
  },
  {
    layer: "machines",
    file: "machines/x.machine.ts",
    source: `export const s = () => localStorage.getItem("k");\n`,
    rule: /no-restricted-globals/,
  },
  {
    layer: "adapters",
    file: "adapters/x.ts",
    source: `import { createMachine } from "xstate";\nexport const a = createMachine;\n`,
    rule: /no-restricted-imports/,
  },
  {
    layer: "ui",
    file: "ui/screens/x.tsx",
    source: `import { api } from "../../adapters/api-client";\nexport const a = api;\n`,
    rule: /no-restricted-imports/,
  },
  {
    layer: "server",
    file: "server/http/x.ts",
    source: `import { App } from "../../ui/app/app";\nexport const a = App;\n`,
    rule: /no-restricted-imports/,
  },
];

describe("the dependency rule of DESIGN.md is enforced by lint", () => {
  it.each(planted)("$layer: lint fails on a planted violation ($rule)", ({ file, source, rule }) => {
    const result = lint(file, source);
    expect(result.ok).toBe(false);
    expect(result.output).toMatch(rule);
  });

  it("allows what the rule allows: core importing effect, temporal-polyfill and core", () => {
    const source = `import * as Schema from "effect/Schema";\nimport { Temporal } from "temporal-polyfill";\nimport { b } from "../constants/y";\nexport const a = [Schema.String, Temporal.Instant.fromEpochMilliseconds(0), b];\n`;
    const result = lint("core/rules/x.ts", source);
    expect(result.output).not.toMatch(/no-restricted/);
  });

  it("allows the composition root to import adapters", () => {
    const result = lint(
      "ui/app/composition-root.tsx",
      `import { api } from "../../adapters/api-client";\nexport const a = api;\n`,
    );
    expect(result.output).not.toMatch(/no-restricted-imports/);
  });

  it("fails on an import cycle", () => {
    const dir = join(workspace, `case-${++caseNumber}`);
    mkdirSync(join(dir, "core"), { recursive: true });
    copyFileSync(join(workspace, ".oxlintrc.json"), join(dir, ".oxlintrc.json"));
    writeFileSync(join(dir, "core/a.ts"), `import { b } from "./b";\nexport const a = () => b();\n`);
    writeFileSync(join(dir, "core/b.ts"), `import { a } from "./a";\nexport const b = () => a();\n`);
    const result = spawnSync(oxlint, ["--deny-warnings", "-c", ".oxlintrc.json", "core"], {
      cwd: dir,
      encoding: "utf8",
    });
    expect(result.status).not.toBe(0);
    expect(`${result.stdout}${result.stderr}`).toMatch(/no-cycle/);
  });
});

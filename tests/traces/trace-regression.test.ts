import { readdirSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { parseTraceText } from "../../core/traces/decode-trace";
import { machineRegistry } from "../../machines/machine-registry";
import { replayTrace } from "../../machines/tooling/replay-engine";

/*
 * Every trace committed in tests/traces/ (a QA engineer's bug trace, once fixed, belongs here)
 * must still replay with the same states. A trace recorded for an older machine version fails
 * with a note to re-record it, since its steps no longer describe the intended behaviour.
 */

const dir = fileURLToPath(new URL(".", import.meta.url));
const files = readdirSync(dir)
  .filter((name) => name.endsWith(".json"))
  .sort();

describe("committed traces replay unchanged", () => {
  it("has at least one trace to replay", () => {
    expect(files.length).toBeGreaterThan(0);
  });

  it.each(files)("%s", (file) => {
    const decoded = parseTraceText(readFileSync(`${dir}${file}`, "utf8"));
    expect(decoded).toMatchObject({ ok: true });
    if (!decoded.ok) return;
    const report = replayTrace(decoded.trace, machineRegistry);
    const stale = report.warnings.filter((w) => w.includes("was recorded at version"));
    expect(stale, `${file} is stale: re-record it (UPDATE_TRACES=1 for recorded runs) or delete it`).toEqual(
      [],
    );
    expect(report.message).toMatch(/every state matched/u);
  });
});

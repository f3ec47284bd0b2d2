import type { MachineCoverage } from "./machine-coverage";

/* The compact table `npm run coverage:machines` prints (plain text, also fine in a <pre>). */

const percent = (covered: number, total: number): string =>
  total === 0 ? "  —" : `${Math.round((covered / total) * 100)}%`.padStart(4);

export function coverageTable(rows: ReadonlyArray<MachineCoverage>, details = false): string {
  const width = Math.max(7, ...rows.map((row) => row.id.length));
  const versionWidth = Math.max(7, ...rows.map((row) => row.version.length));
  const lines = [
    `${"machine".padEnd(width)}  ${"version".padEnd(versionWidth)}  ${"states".padStart(12)}  ${"transitions".padStart(13)}  paths`,
    ...rows.map((row) =>
      [
        row.id.padEnd(width),
        row.version.padEnd(versionWidth),
        `${row.states.covered}/${row.states.total} ${percent(row.states.covered, row.states.total)}`.padStart(
          12,
        ),
        `${row.transitions.covered}/${row.transitions.total} ${percent(row.transitions.covered, row.transitions.total)}`.padStart(
          13,
        ),
        String(row.paths).padStart(5),
      ].join("  "),
    ),
  ];
  const total = (pick: (row: MachineCoverage) => { covered: number; total: number }) =>
    rows.reduce(
      (sum, row) => ({ covered: sum.covered + pick(row).covered, total: sum.total + pick(row).total }),
      {
        covered: 0,
        total: 0,
      },
    );
  const states = total((row) => row.states);
  const transitions = total((row) => row.transitions);
  const paths = rows.reduce((sum, row) => sum + row.paths, 0);
  lines.push(
    `${"all".padEnd(width)}  ${"".padEnd(versionWidth)}  ${`${states.covered}/${states.total} ${percent(states.covered, states.total)}`.padStart(12)}  ${`${transitions.covered}/${transitions.total} ${percent(transitions.covered, transitions.total)}`.padStart(13)}  ${String(paths).padStart(5)}`,
  );
  if (details) {
    for (const row of rows) {
      const missing = [
        ...row.problems,
        ...row.uncoveredStates.map((s) => `state ${s}`),
        ...row.uncoveredTransitions,
      ];
      if (missing.length > 0) lines.push("", `${row.id} — not covered:`, ...missing.map((m) => `  ${m}`));
    }
  }
  return `${lines.join("\n")}\n`;
}

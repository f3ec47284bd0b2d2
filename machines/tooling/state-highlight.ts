import type { StateValue } from "../../core/traces/trace-format";
import { mermaidStateId } from "./mermaid-source";

/*
 * Marking states on a flow diagram: the Mermaid ids of the states a state value is in, a Mermaid
 * source with those states styled (to paste into any Mermaid viewer), and a committed SVG with
 * them styled (what the replay page shows). Pure string work, no DOM.
 */

/** Every state the value is in, as paths: `{ signingIn: "password" }` → [["signingIn"], ["signingIn","password"]]. */
export function activeStatePaths(value: StateValue, prefix: ReadonlyArray<string> = []): string[][] {
  if (typeof value === "string") return [[...prefix, value]];
  return Object.entries(value).flatMap(([key, child]) => [
    [...prefix, key],
    ...(typeof child === "object" && Object.keys(child).length === 0
      ? []
      : activeStatePaths(child, [...prefix, key])),
  ]);
}

/** The innermost states only (the boxes without sub-states): what "the current state" points at. */
export function leafStateIds(value: StateValue): string[] {
  const paths = activeStatePaths(value);
  return paths
    .filter((path) => !paths.some((other) => other.length > path.length && startsWith(other, path)))
    .map(mermaidStateId);
}

/** The states holding the leaves (parents of nested and parallel states). */
export function parentStateIds(value: StateValue): string[] {
  const leaves = new Set(leafStateIds(value));
  return activeStatePaths(value)
    .map(mermaidStateId)
    .filter((id) => !leaves.has(id));
}

export interface StateMarks {
  /** The state the machine is in. */
  readonly current?: StateValue | undefined;
  /** The recorded state, when it differs from the current one. */
  readonly expected?: StateValue | undefined;
}

const CURRENT_STYLE = "fill:#fde68a,stroke:#92400e,stroke-width:3px";
const EXPECTED_STYLE = "fill:#fee4e2,stroke:#b42318,stroke-width:3px,stroke-dasharray:6 3";

/** The Mermaid source with `classDef current` / `classDef expected` lines for the marked states. */
export function markMermaidSource(source: string, marks: StateMarks): string {
  const lines: string[] = [];
  if (marks.current !== undefined) {
    lines.push(
      `  classDef current ${CURRENT_STYLE}`,
      `  class ${leafStateIds(marks.current).join(",")} current`,
    );
  }
  if (marks.expected !== undefined) {
    lines.push(
      `  classDef expected ${EXPECTED_STYLE}`,
      `  class ${leafStateIds(marks.expected).join(",")} expected`,
    );
  }
  return lines.length === 0 ? source : `${source.replace(/\n$/u, "")}\n${lines.join("\n")}\n`;
}

/**
 * The SVG that `npm run diagrams` wrote for `machineId`, with the marked states styled by a rule
 * added to its own stylesheet. Mermaid names a state's element `flow-<machine>-state-<id>-<n>`.
 */
export function markSvg(svg: string, machineId: string, marks: StateMarks): string {
  const rules: string[] = [];
  const node = (id: string): string => `[id^="flow-${machineId}-state-${id}-"]`;
  const add = (value: StateValue | undefined, leafStyle: string, parentStyle: string): void => {
    if (value === undefined) return;
    for (const id of leafStateIds(value)) {
      rules.push(`${node(id)} > rect, ${node(id)} > circle, ${node(id)} > g > rect.outer {${leafStyle}}`);
    }
    for (const id of parentStateIds(value)) rules.push(`${node(id)} > g > rect.outer {${parentStyle}}`);
  };
  add(
    marks.expected,
    "fill:#fee4e2 !important;stroke:#b42318 !important;stroke-width:3px !important;stroke-dasharray:6 3 !important",
    "stroke:#b42318 !important;stroke-width:2px !important;stroke-dasharray:6 3 !important",
  );
  add(
    marks.current,
    "fill:#fde68a !important;stroke:#92400e !important;stroke-width:3px !important",
    "stroke:#92400e !important;stroke-width:2.5px !important",
  );
  if (rules.length === 0) return svg;
  const end = svg.lastIndexOf("</svg>");
  return end === -1 ? svg : `${svg.slice(0, end)}<style>${rules.join("")}</style>${svg.slice(end)}`;
}

function startsWith(path: ReadonlyArray<string>, prefix: ReadonlyArray<string>): boolean {
  return prefix.every((segment, index) => path[index] === segment);
}

import { journeyMessages, type JourneyKey } from "../../core/i18n/journey-texts";
import type { JourneyGraph, JourneyLink } from "./journey-graph";

/*
 * The Mermaid flowchart of a journey in one language: steps top to bottom, the happy path as thick
 * arrows between neighbours, failures as red exits beside the step they leave, each naming where
 * the flow goes on. Exits do not draw an arrow back (that is what tangles the technical view),
 * except to a step nothing else leads to, which would otherwise float. Pure and deterministic,
 * like the technical source, so a test compares committed files with fresh ones.
 */

export type JourneyLanguage = "en" | "gr";

/** The file suffix of a language: ISO 639-1 ("el"), where the catalogue says "gr". */
export const JOURNEY_FILE_LANGUAGE: Readonly<Record<JourneyLanguage, string>> = { en: "en", gr: "el" };

/** ELK keeps chains of neighbours straight and the model's order; labels are SVG text, so any viewer shows them. */
const HEADER = `---
config:
  layout: elk
  elk:
    nodePlacementStrategy: LINEAR_SEGMENTS
    considerModelOrder: NODES_AND_EDGES
  flowchart:
    htmlLabels: false
    wrappingWidth: 260
    nodeSpacing: 40
    rankSpacing: 50
  themeVariables:
    fontSize: 16px
---`;

const CLASSES = [
  "  classDef step fill:#eef3fb,stroke:#2f5597,stroke-width:2px,color:#111111",
  "  classDef exit fill:#fdecea,stroke:#b3261e,stroke-width:1px,color:#5c0b07",
  "  classDef back fill:#f4f4f4,stroke:#777777,stroke-width:1px,color:#222222",
  "  classDef terminal fill:#ffffff,stroke:#333333,stroke-width:2px,color:#111111",
];

export function journeyToMermaid(graph: JourneyGraph, language: JourneyLanguage): string {
  const t = (key: JourneyKey, values: Readonly<Record<string, string>> = {}): string =>
    journeyMessages[key][language].replace(/\{(\w+)\}/gu, (whole, name: string) => values[name] ?? whole);
  const stepName = (index: number): string => {
    const step = graph.steps[index];
    return step === undefined ? "" : t(step.label);
  };

  const lines = [HEADER, "flowchart TD", `  %% ${graph.machineId} journey (${language})`];
  if (graph.start !== undefined) lines.push(`  start(["${text(t("journey_start"))}"]):::terminal`);
  graph.steps.forEach((step, index) => {
    const parts = [`**${text(t(step.label))}**`];
    if (step.screen !== undefined) parts.push(`_${text(t("journey_screen", { screen: t(step.screen) }))}_`);
    if (step.actions.length > 0)
      parts.push(text(t("journey_you_can", { actions: step.actions.map((key) => t(key)).join(", ") })));
    lines.push(`  s${index}["\`${parts.join("\n")}\`"]:::step`);
  });
  if ([...graph.arrows, ...graph.exits].some((link) => link.from === "any"))
    lines.push(`  any(["${text(t("journey_any_time"))}"]):::terminal`);

  const edges: string[] = [];
  if (graph.start !== undefined) edges.push(`  start ==> s${graph.start}`);
  for (const arrow of graph.arrows.filter((link) => !back(link))) {
    const label = arrow.labels.map((key) => text(t(key))).join("\n");
    edges.push(`  ${nodeOf(arrow.from)} ${arrow.happy ? "==>" : "-->"}|"\`${label}\`"| s${arrow.to}`);
  }
  const reached = new Set([
    graph.start,
    ...graph.arrows.filter((link) => !back(link)).map((link) => link.to),
  ]);
  const aside = (link: JourneyLink, id: string, mark: string, style: string): void => {
    const where = link.to === link.from ? t("journey_stays") : t("journey_then", { step: stepName(link.to) });
    const body = [...link.labels.map((key) => `${mark} ${text(t(key))}`), `_${text(where)}_`].join("\n");
    lines.push(`  ${id}${style === "exit" ? `{{"\`${body}\`"}}` : `["\`${body}\`"]`}:::${style}`);
    edges.push(`  ${nodeOf(link.from)} -.-> ${id}`);
    if (!reached.has(link.to)) {
      edges.push(`  ${id} -.-> s${link.to}`);
      reached.add(link.to);
    }
  };
  graph.arrows.filter(back).forEach((arrow, index) => aside(arrow, `r${index}`, "↩", "back"));
  graph.exits.forEach((exit, index) => aside(exit, `x${index}`, "⚠", "exit"));
  graph.steps.forEach((step, index) => {
    if (!step.ends) return;
    lines.push(`  end${index}(["${text(t("journey_end"))}"]):::terminal`);
    edges.push(`  s${index} ==> end${index}`);
  });
  return `${[...lines, ...edges, ...CLASSES].join("\n")}\n`;
}

function nodeOf(from: number | "any"): string {
  return from === "any" ? "any" : `s${from}`;
}

/** Arrows back up the page become side notes too: a cycle drawn would bend the happy path. */
function back(link: JourneyLink): boolean {
  return link.from !== "any" && link.to <= link.from;
}

/** Quotes end a label and backticks end a Markdown string; `*` and `_` would turn into emphasis. */
function text(value: string): string {
  return value.replace(/"/gu, "”").replace(/`/gu, "'").replace(/[*_]/gu, " ");
}

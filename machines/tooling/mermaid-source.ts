import type { AnyStateMachine, AnyStateNode } from "xstate";
import { eventLabel, transitionLabels } from "./transition-labels";

/*
 * A Mermaid `stateDiagram-v2` source for a machine, read from its definition (machine.root): states
 * with nesting and parallel regions, initial and final states, every transition with its event
 * (named guards, named delays, `always`, actor results) and each state's invoked actors. Pure and
 * deterministic: the same machine always gives the same text, so committed sources can be
 * compared with fresh ones in a test, and a browser page can call it too.
 */

interface Edge {
  readonly from: string;
  readonly to: string;
  readonly eventType: string;
  readonly label: string;
  /** The plain event label (no guard), used when every variant of the event goes to `to`. */
  readonly event: string;
  readonly guarded: boolean;
}

export function machineToMermaid(machine: AnyStateMachine): string {
  const ids = new Map<AnyStateNode, string>();
  const used = new Set<string>();
  const idOf = (node: AnyStateNode): string => {
    const known = ids.get(node);
    if (known !== undefined) return known;
    const base = mermaidStateId(node.path);
    let id = base;
    for (let n = 2; used.has(id); n++) id = `${base}_${n}`;
    used.add(id);
    ids.set(node, id);
    return id;
  };

  const lines: string[] = [
    "stateDiagram-v2",
    `  %% ${machine.id} (version ${machine.version ?? "unversioned"})`,
  ];
  const edges: Edge[] = [];
  const notes: string[] = [];

  const declare = (node: AnyStateNode, indent: string): void => {
    const id = idOf(node);
    const children = Object.values(node.states);
    const invokes = node.invoke.map((invoke) =>
      typeof invoke.src === "string" ? actorName(invoke.src, invoke.id) : invoke.id,
    );
    const label = node.key + (invokes.length > 0 ? ` ⟳ ${invokes.join(", ")}` : "");
    if (children.length === 0) {
      lines.push(`${indent}state "${escapeLabel(label)}" as ${id}`);
    } else {
      lines.push(`${indent}state "${escapeLabel(label)}" as ${id} {`);
      const inner = `${indent}  `;
      if (node.type === "parallel") {
        children.forEach((child, index) => {
          if (index > 0) lines.push(`${inner}--`);
          declare(child, inner);
        });
      } else {
        for (const child of children) declare(child, inner);
        for (const target of node.initial.target) lines.push(`${inner}[*] --> ${idOf(target)}`);
        for (const child of children)
          if (child.type === "final") lines.push(`${inner}${idOf(child)} --> [*]`);
      }
      lines.push(`${indent}}`);
    }
    if (node.type === "history")
      notes.push(`${indent}note right of ${id} : history (${String(node.history)})`);
    collectEdges(node);
  };

  const collectEdges = (node: AnyStateNode): void => {
    const byEvent = new Map<string, AnyStateNode["always"] & object>();
    for (const [eventType, transitions] of node.transitions) byEvent.set(eventType, [...transitions]);
    if (node.always !== undefined && node.always.length > 0) byEvent.set("", [...node.always]);
    for (const [eventType, transitions] of byEvent) {
      const labels = transitionLabels(eventType, transitions);
      const event = eventLabel(eventType, (transitions[0] as { delay?: unknown } | undefined)?.delay);
      transitions.forEach((transition, index) => {
        const label = labels[index] ?? eventType;
        const targets = transition.target ?? [];
        const from = idOf(node);
        const guarded = transition.guard !== undefined;
        if (targets.length === 0) {
          edges.push({ from, to: from, eventType, label, event, guarded });
          return;
        }
        for (const target of targets)
          edges.push({ from, to: idOf(target), eventType, label, event, guarded });
      });
    }
  };

  const root = machine.root;
  const top = Object.values(root.states);
  if (root.type === "parallel") {
    top.forEach((child, index) => {
      if (index > 0) lines.push("  --");
      declare(child, "  ");
    });
  } else {
    for (const child of top) declare(child, "  ");
    for (const target of root.initial.target) lines.push(`  [*] --> ${idOf(target)}`);
    for (const child of top) if (child.type === "final") lines.push(`  ${idOf(child)} --> [*]`);
  }
  collectEdges(root);
  for (const edge of mergeEdges(edges)) {
    // Root-level transitions apply in every state; Mermaid has no node for the root, so they
    // are drawn from a marker state.
    const from = edge.from === "root" ? rootMarker(lines) : edge.from;
    lines.push(`  ${from} --> ${edge.to} : ${edge.label}`);
  }
  lines.push(...notes);
  return `${lines.join("\n")}\n`;
}

/**
 * The Mermaid id of the state at `path` ("signingIn_password" for signingIn.password): the id the
 * source declares, and the one Mermaid's SVG puts in the node's element id. Two paths that spell
 * the same id get `_2`, `_3` in declaration order (no machine of the app has such a pair).
 */
export function mermaidStateId(path: ReadonlyArray<string>): string {
  return path.length === 0 ? "root" : path.join("_").replace(/[^A-Za-z0-9_]/gu, "_");
}

/**
 * One arrow per pair of states. When every variant of an event leads to the same state and the
 * last has no guard, the guards do not change where the flow goes and the arrow shows the event
 * alone; several events on one arrow are stacked one per line.
 */
function mergeEdges(edges: ReadonlyArray<Edge>): Array<{ from: string; to: string; label: string }> {
  const groups = new Map<string, Edge[]>();
  for (const edge of edges) {
    const key = `${edge.from} ${edge.to}`;
    groups.set(key, [...(groups.get(key) ?? []), edge]);
  }
  return [...groups.values()].map((group) => {
    const first = group[0] as Edge;
    const labels: string[] = [];
    for (const edge of group) {
      const variants = edges.filter((e) => e.from === edge.from && e.eventType === edge.eventType);
      const allHere = variants.every((e) => e.to === edge.to) && variants.at(-1)?.guarded === false;
      const label = allHere ? edge.event : edge.label;
      if (!labels.includes(label)) labels.push(label);
    }
    return { from: first.from, to: first.to, label: labels.map(escapeLabel).join("<br/>") };
  });
}

function rootMarker(lines: string[]): string {
  if (!lines.includes(`  state "in any state" as anyState`))
    lines.splice(2, 0, `  state "in any state" as anyState`);
  return "anyState";
}

/** Named actors by their setup() name; inline ones by their invoke id. */
function actorName(src: string, id: string): string {
  return src.startsWith("xstate.invoke.") ? id : src;
}

/** Mermaid ends a statement at ";" and reads "#" as an entity; quotes end a label. */
function escapeLabel(text: string): string {
  return text.replace(/;/gu, ",").replace(/#/gu, "№").replace(/"/gu, "'");
}

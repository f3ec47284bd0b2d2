import type { AnyStateMachine, AnyStateNode } from "xstate";
import type { JourneyKey } from "../../core/i18n/journey-texts";
import { journeyOf, type JourneyEvent, type JourneyMeta } from "./journey-meta";
import { eventLabel, transitionLabels } from "./transition-labels";

/*
 * The journey of a machine as a graph of steps, read from its definition and its `meta.journey`:
 * states folded into the steps they serve, transitions inside a step hidden (a person's own
 * actions there are listed in the box instead), failures set apart as exits. Pure, so the
 * generator, the readability test and a browser page read the same graph. What the journey fails
 * to label is collected in `problems`, each naming the machine and the missing label.
 */

export interface JourneyStepView {
  readonly label: JourneyKey;
  readonly screen: JourneyKey | undefined;
  /** What the person can do without leaving the step ("edit the form", "attach a file"). */
  readonly actions: ReadonlyArray<JourneyKey>;
  /** The flow can finish here. */
  readonly ends: boolean;
}

/** `from` is a step index, or "any" for what the machine accepts in every state. */
export interface JourneyLink {
  readonly from: number | "any";
  readonly to: number;
  readonly labels: ReadonlyArray<JourneyKey>;
}

export interface JourneyArrow extends JourneyLink {
  /** Between neighbours in the order of the steps: the happy path, drawn straight down. */
  readonly happy: boolean;
}

export interface JourneyGraph {
  readonly machineId: string;
  readonly steps: ReadonlyArray<JourneyStepView>;
  readonly start: number | undefined;
  readonly arrows: ReadonlyArray<JourneyArrow>;
  /** Failures: drawn to the side of `from`, naming where the flow goes on (`to`). */
  readonly exits: ReadonlyArray<JourneyLink>;
  readonly problems: ReadonlyArray<string>;
}

const ERROR_ACTOR = "xstate.error.actor.";
const NO_JOURNEY: JourneyMeta = { steps: [], events: {} };

export function journeyGraph(machine: AnyStateMachine): JourneyGraph {
  const declared = journeyOf(machine);
  const journey = declared ?? NO_JOURNEY;
  const problems: string[] = [];
  const problem = (text: string) => {
    const line = `${machine.id}: ${text}`;
    if (!problems.includes(line)) problems.push(line);
  };
  if (declared === undefined) problem("has no journey (meta.journey, see machines/journeys/)");

  const nodes = allNodes(machine.root);
  const known = new Set(nodes.map(pathOf));
  journey.steps.forEach((step, index) => {
    for (const path of step.states)
      if (!known.has(path))
        problem(`step ${index + 1} lists state "${path}", which the machine does not have`);
  });

  /** The step that covers a node: the longest listed prefix of its path; a parent's initial child. */
  const stepOf = (node: AnyStateNode): number | undefined => {
    const path = pathOf(node);
    let best: { index: number; length: number } | undefined;
    journey.steps.forEach((step, index) => {
      for (const listed of step.states) {
        const covers = path === listed || path.startsWith(`${listed}.`);
        if (covers && (best === undefined || listed.length > best.length))
          best = { index, length: listed.length };
      }
    });
    if (best !== undefined) return best.index;
    const initial = node.initial?.target[0];
    return initial === undefined ? undefined : stepOf(initial);
  };

  for (const node of nodes)
    if (node.path.length > 0 && Object.keys(node.states).length === 0 && stepOf(node) === undefined)
      problem(`state "${pathOf(node)}" has no journey step`);

  const actions = journey.steps.map(() => [] as JourneyKey[]);
  const arrows = new Map<string, { from: number | "any"; to: number; labels: JourneyKey[] }>();
  const exits = new Map<string, { from: number | "any"; to: number; labels: JourneyKey[] }>();
  const add = (into: typeof arrows, from: number | "any", to: number, label: JourneyKey): void => {
    const key = `${from} ${to}`;
    const link = into.get(key) ?? { from, to, labels: [] };
    if (!link.labels.includes(label)) link.labels.push(label);
    into.set(key, link);
  };

  for (const node of nodes) {
    const from = node.path.length === 0 ? "any" : stepOf(node);
    for (const { eventType, transitions } of transitionsOf(node)) {
      const technical = transitionLabels(eventType, transitions);
      const plain = eventLabel(eventType, (transitions[0] as { delay?: unknown } | undefined)?.delay);
      transitions.forEach((transition, index) => {
        const shown = technical[index] ?? plain;
        const entry: JourneyEvent | undefined = journey.events[shown] ?? journey.events[plain];
        const targets =
          transition.target === undefined || transition.target.length === 0 ? [node] : transition.target;
        for (const target of targets) {
          const to = stepOf(target);
          if (from === undefined || to === undefined) {
            if (entry === undefined)
              problem(`no journey label for event "${shown}" (in ${pathOf(node) || "any state"})`);
            continue;
          }
          const failure = typeof entry === "object" || (from !== to && eventType.startsWith(ERROR_ACTOR));
          const inside = from === to;
          // Inside one step only a person's own actions and named failures show; the rest is technical.
          if (inside && !failure && !eventType.startsWith("user.")) continue;
          if (entry === undefined) {
            problem(
              `no journey label for event "${shown}" (from ${pathOf(node) || "any state"} to ${pathOf(target)})`,
            );
            continue;
          }
          const label = typeof entry === "object" ? entry.label : entry;
          if (failure) add(exits, from, to, label);
          else if (inside) {
            const list = actions[from] as JourneyKey[];
            if (!list.includes(label)) list.push(label);
          } else add(arrows, from, to, label);
        }
      });
    }
  }

  const topFinals = Object.values(machine.root.states).filter((node) => node.type === "final");
  const steps = journey.steps.map((step, index) => ({
    label: step.label,
    screen: step.screen,
    actions: actions[index] ?? [],
    ends: topFinals.some((node) => stepOf(node) === index),
  }));
  const initial = machine.root.initial?.target[0];
  return {
    machineId: machine.id,
    steps,
    start: initial === undefined ? undefined : stepOf(initial),
    arrows: [...arrows.values()].map((arrow) => ({
      ...arrow,
      happy: arrow.from !== "any" && arrow.to === arrow.from + 1,
    })),
    exits: [...exits.values()],
    problems,
  };
}

function pathOf(node: AnyStateNode): string {
  return node.path.join(".");
}

function allNodes(node: AnyStateNode): AnyStateNode[] {
  return [node, ...Object.values(node.states).flatMap(allNodes)];
}

type Transition = NonNullable<AnyStateNode["always"]>[number];

/** A node's transitions by event, eventless ones under "" as the technical diagram keys them. */
function transitionsOf(node: AnyStateNode): Array<{ eventType: string; transitions: Transition[] }> {
  const found = [...node.transitions].map(([eventType, transitions]) => ({
    eventType,
    transitions: [...transitions],
  }));
  if (node.always !== undefined && node.always.length > 0)
    found.push({ eventType: "", transitions: [...node.always] });
  return found;
}

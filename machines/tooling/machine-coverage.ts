import type { AnyStateMachine, AnyStateNode, EventObject, SnapshotFrom } from "xstate";
import { createActor } from "xstate";
import { getAdjacencyMap, getShortestPaths } from "xstate/graph";
import { eventLabel, guardLabel } from "./transition-labels";

/*
 * How much of a machine the generic model reaches: xstate/graph walks the machine from each input
 * with every event its active states accept (payload-less, plus real payloads taken from recorded
 * traces, since guards often read them), and each edge of that graph is stepped once more with
 * an inspector that reports exactly which transition definitions fired, `always` ones included.
 * No Node APIs: usable from a page too.
 */

type Snapshot = SnapshotFrom<AnyStateMachine>;
type Transition = NonNullable<AnyStateNode["always"]>[number];

export interface CoverageOptions {
  /** Inputs to start from (default: one empty object). */
  readonly inputs?: ReadonlyArray<unknown>;
  /** Events with real payloads (e.g. from traces), tried wherever their type is accepted. */
  readonly samples?: ReadonlyArray<EventObject>;
  /** Upper bound on explored states per input. */
  readonly limit?: number;
}

export interface MachineCoverage {
  readonly id: string;
  readonly version: string;
  readonly states: { readonly covered: number; readonly total: number };
  readonly transitions: { readonly covered: number; readonly total: number };
  /** Shortest paths found (one per distinct state reached). */
  readonly paths: number;
  readonly uncoveredStates: ReadonlyArray<string>;
  /** "source id: event → target ids" for each transition never taken. */
  readonly uncoveredTransitions: ReadonlyArray<string>;
  /** Inputs the machine could not start from, with the reason. */
  readonly problems: ReadonlyArray<string>;
}

export function machineCoverage(machine: AnyStateMachine, options: CoverageOptions = {}): MachineCoverage {
  const nodes = allNodes(machine.root).filter((node) => node !== machine.root);
  const definitions = allNodes(machine.root).flatMap((node) => transitionsOf(node).map((t) => ({ node, t })));
  const visited = new Set<AnyStateNode>();
  const taken = new Set<Transition>();
  const problems: string[] = [];
  let paths = 0;

  for (const input of options.inputs ?? [{}]) {
    const initial = tryStep(machine, undefined, { type: "xstate.init" }, input);
    if (initial === undefined || initial.next.status === "error") {
      problems.push(`cannot start from input ${JSON.stringify(input) ?? "undefined"}`);
      continue;
    }
    record(initial, visited, taken);
    const traversal = {
      input,
      limit: options.limit ?? 2000,
      serializeState: (snapshot: Snapshot) => JSON.stringify([snapshot.value, snapshot.status]),
      events: (snapshot: Snapshot) =>
        candidateEvents(snapshot, options.samples ?? []).filter(
          (event) => tryStep(machine, snapshot, event) !== undefined,
        ),
    };
    const adjacency = getAdjacencyMap(machine, traversal as never) as unknown as Record<
      string,
      { readonly state: Snapshot; readonly transitions: Record<string, { readonly event: EventObject }> }
    >;
    for (const { state, transitions } of Object.values(adjacency)) {
      for (const { event } of Object.values(transitions)) {
        const step = tryStep(machine, state, event);
        if (step !== undefined) record(step, visited, taken);
      }
    }
    paths += getShortestPaths(machine, traversal as never).length;
  }

  return {
    id: machine.id,
    version: machine.version ?? "unversioned",
    states: { covered: nodes.filter((n) => visited.has(n)).length, total: nodes.length },
    transitions: { covered: definitions.filter(({ t }) => taken.has(t)).length, total: definitions.length },
    paths,
    uncoveredStates: nodes.filter((n) => !visited.has(n)).map((n) => n.id),
    uncoveredTransitions: definitions
      .filter(({ t }) => !taken.has(t))
      .map(({ node, t }) => describe(node, t)),
    problems,
  };
}

function allNodes(node: AnyStateNode): AnyStateNode[] {
  return [node, ...Object.values(node.states).flatMap((child) => allNodes(child))];
}

function transitionsOf(node: AnyStateNode): Transition[] {
  return [...[...node.transitions.values()].flat(), ...(node.always ?? [])];
}

function describe(node: AnyStateNode, t: Transition): string {
  const targets = (t.target ?? []).map((target: AnyStateNode) => target.id).join(", ");
  const siblings = t.eventType === "" ? (node.always ?? []) : (node.transitions.get(t.eventType) ?? []);
  const guard = guardLabel(t.guard) ?? (siblings.indexOf(t) > 0 ? "[else]" : undefined);
  const event = eventLabel(t.eventType, (t as { delay?: unknown }).delay);
  return `${node.id}: ${event}${guard === undefined ? "" : ` ${guard}`} → ${targets === "" ? "(stays)" : targets}`;
}

/** Every event type an active state accepts, without payload, plus the samples of those types. */
function candidateEvents(snapshot: Snapshot, samples: ReadonlyArray<EventObject>): EventObject[] {
  const active = (snapshot as unknown as { readonly _nodes: ReadonlyArray<AnyStateNode> })._nodes;
  const types = new Set(
    active
      .flatMap((node) => [...node.transitions.keys()])
      .filter((type) => type !== "*" && !type.startsWith("xstate.done.state.")),
  );
  return [...types].flatMap((type) => [{ type }, ...samples.filter((sample) => sample.type === type)]);
}

interface Step {
  readonly next: Snapshot;
  readonly transitions: ReadonlyArray<Transition>;
  readonly nodes: ReadonlyArray<AnyStateNode>;
}

/**
 * One macrostep computed purely (no actor runs), watched by an inspector for the transitions
 * each microstep took. Undefined when the machine throws (e.g. a guard reading a payload field
 * the payload-less event lacks): such an event is simply not part of the model.
 */
function tryStep(
  machine: AnyStateMachine,
  from: Snapshot | undefined,
  event: EventObject,
  input?: unknown,
): Step | undefined {
  try {
    const self = createActor(machine);
    const transitions: Transition[] = [];
    self.system.inspect((inspection) => {
      if (inspection.type === "@xstate.microstep") {
        transitions.push(...((inspection as unknown as { _transitions: Transition[] })._transitions ?? []));
      }
    });
    const scope = {
      self,
      defer: () => undefined,
      id: "",
      logger: () => undefined,
      sessionId: "",
      stopChild: () => undefined,
      system: self.system,
      emit: () => undefined,
      actionExecutor: () => undefined,
    };
    const next = (
      from === undefined
        ? machine.getInitialSnapshot(scope as never, input)
        : machine.transition(from, event, scope as never)
    ) as Snapshot;
    const nodes = (next as unknown as { readonly _nodes: ReadonlyArray<AnyStateNode> })._nodes;
    return { next, transitions, nodes };
  } catch {
    return undefined;
  }
}

function record(step: Step, visited: Set<AnyStateNode>, taken: Set<Transition>): void {
  for (const node of step.nodes) visited.add(node);
  for (const t of step.transitions) {
    taken.add(t);
    // A state left at once by an `always` transition was still entered.
    for (let node: AnyStateNode | undefined = t.source; node !== undefined; node = node.parent)
      visited.add(node);
  }
}

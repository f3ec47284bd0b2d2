import type { AnyStateMachine, AnyStateNode, EventObject, SnapshotFrom } from "xstate";
import { __unsafe_getAllOwnEventDescriptors, createActor, fromPromise, SimulatedClock } from "xstate";
import type { StatePath } from "xstate/graph";
import { getAdjacencyMap, getShortestPaths } from "xstate/graph";
import { transitionLabels } from "../../machines/tooling/transition-labels";

/*
 * Model-based testing support for the machines' tests: walk the machine's graph with xstate/graph,
 * build one path per transition (shortest path to its source state + the event), then replay each
 * path on a real actor and check that it ends where the model says.
 *
 * In the model, actor results and timers are plain events (`xstate.done.actor.<id>`,
 * `xstate.error.actor.<id>`, `xstate.after.<delay>.<state>`). On replay, every actor is a pending
 * promise, done/error events are delivered as the model says, and `after` events are produced
 * by advancing a SimulatedClock by the named delay — the machine's own timer fires.
 *
 * The models live in machines/models/; `modelReport` tells what their paths cover, which the tests
 * assert is everything and `npm run coverage:machines` prints (machines/tooling/machine-coverage.ts).
 */

type Snapshot = SnapshotFrom<AnyStateMachine>;
type Transition = NonNullable<AnyStateNode["always"]>[number];

export interface ModelOptions {
  readonly input?: unknown;
  /** The events to try in each state (payloads matter for guards and assigns). */
  readonly events: (snapshot: Snapshot) => ReadonlyArray<EventObject>;
  /** What makes two snapshots the same model state (default: the state value). */
  readonly project?: (snapshot: Snapshot) => unknown;
  /** Delay lengths by name, to drive the clock on replay. */
  readonly delays?: Readonly<Record<string, number>>;
  /** Most model states the walk may explore before xstate/graph gives up (default 5000). */
  readonly limit?: number;
}

/**
 * A machine with the models it is walked from: one per input when what it does depends on its
 * input. The tests replay their paths; `npm run coverage:machines` reports what they cover.
 */
export interface MachineModel {
  readonly machine: AnyStateMachine;
  readonly models: ReadonlyArray<ModelOptions>;
}

export interface ModelTransition {
  readonly path: StatePath<Snapshot, EventObject>;
  readonly description: string;
  /**
   * The snapshot the walk stepped the edge from; the path before its last step ends in the same
   * model state.
   */
  readonly source: Snapshot;
  /** The edge's event (the path's last step). */
  readonly event: EventObject;
}

const key = (options: ModelOptions, snapshot: Snapshot): string =>
  JSON.stringify({
    value: snapshot.value,
    status: snapshot.status,
    projection: options.project?.(snapshot),
  });

/** One path per edge of the model's adjacency map. */
export function transitionPaths(machine: AnyStateMachine, options: ModelOptions): ModelTransition[] {
  const traversal = {
    events: (snapshot: Snapshot) => [...options.events(snapshot)],
    serializeState: (snapshot: Snapshot) => key(options, snapshot),
    limit: options.limit ?? 5000,
    ...(options.input === undefined ? {} : { input: options.input }),
  };
  const adjacency = getAdjacencyMap(machine, traversal as never) as Record<
    string,
    {
      readonly state: Snapshot;
      readonly transitions: Record<string, { readonly event: EventObject; readonly state: Snapshot }>;
    }
  >;
  const shortest = new Map<string, StatePath<Snapshot, EventObject>>();
  for (const path of getShortestPaths(machine, traversal as never) as Array<
    StatePath<Snapshot, EventObject>
  >) {
    shortest.set(key(options, path.state), path);
  }
  const result: ModelTransition[] = [];
  for (const [stateKey, { state: source, transitions }] of Object.entries(adjacency)) {
    const head = shortest.get(stateKey);
    if (head === undefined) continue;
    for (const { event, state } of Object.values(transitions)) {
      result.push({
        source,
        event,
        path: { state, steps: [...head.steps, { event, state }], weight: head.weight + 1 },
        description: `${JSON.stringify(head.state.value)} --${event.type}--> ${JSON.stringify(state.value)}`,
      });
    }
  }
  return result;
}

/** Every state node below the root (the root is active whenever the machine runs). */
function stateNodesOf(machine: AnyStateMachine): AnyStateNode[] {
  const below = (node: AnyStateNode): AnyStateNode[] =>
    Object.values(node.states).flatMap((child) => [child, ...below(child)]);
  return below(machine.root);
}

interface NamedTransition {
  readonly definition: Transition;
  /** "machine.form: user.submit [hasName] → machine.sending", as on the diagram. */
  readonly name: string;
}

/** Every transition definition of the machine (guarded siblings apart), named for reports. */
function namedTransitionsOf(machine: AnyStateMachine): NamedTransition[] {
  return [machine.root, ...stateNodesOf(machine)].flatMap((node) =>
    [...node.transitions.entries(), ["", node.always ?? []] as const].flatMap(([eventType, list]) => {
      const labels = transitionLabels(eventType, list);
      return list.map((definition, index) => {
        const targets = (definition.target ?? []).map((target: AnyStateNode) => target.id).join(", ");
        return {
          definition,
          name: `${node.id}: ${labels[index] ?? eventType} → ${targets === "" ? "(stays)" : targets}`,
        };
      });
    }),
  );
}

/** How many states (root excluded) and transition definitions a machine has. */
export function machineSize(machine: AnyStateMachine): {
  readonly states: number;
  readonly transitions: number;
} {
  return { states: stateNodesOf(machine).length, transitions: namedTransitionsOf(machine).length };
}

interface ObservedStep {
  readonly snapshot: Snapshot;
  /** The transition definitions each microstep took, `always` ones included. */
  readonly transitions: ReadonlyArray<Transition>;
}

/**
 * One macrostep computed purely (no actor runs, no action executes), watched by an inspector for
 * the transitions each microstep took: exact even where guarded siblings share their targets.
 * `from` undefined means the machine's start from `input`.
 */
function observedStep(
  machine: AnyStateMachine,
  from: Snapshot | undefined,
  event: EventObject,
  input: unknown,
): ObservedStep {
  const self = createActor(machine, input === undefined ? {} : { input });
  const transitions: Transition[] = [];
  self.system.inspect((inspection) => {
    if (inspection.type === "@xstate.microstep") transitions.push(...inspection._transitions);
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
  const snapshot = (
    from === undefined
      ? machine.getInitialSnapshot(scope as never, input)
      : machine.transition(from, event, scope as never)
  ) as Snapshot;
  return { snapshot, transitions };
}

/**
 * Replays a model path on a real actor: actors pending, done/error events delivered, `after`
 * events produced by the SimulatedClock. Returns the actor's final snapshot.
 */
export function replay(
  machine: AnyStateMachine,
  path: StatePath<Snapshot, EventObject>,
  options: ModelOptions,
): Snapshot {
  const pending = Object.fromEntries(
    Object.keys(machine.implementations.actors).map((name) => [
      name,
      fromPromise(() => new Promise<never>(() => undefined)),
    ]),
  );
  const clock = new SimulatedClock();
  const actor = createActor(machine.provide({ actors: pending }), {
    clock,
    ...(options.input === undefined ? {} : { input: options.input }),
  });
  actor.start();
  for (const { event } of path.steps) {
    if (event.type === "xstate.init") continue;
    const after = /^xstate\.after\.([^.]+)\./u.exec(event.type);
    if (after !== null) {
      const name = after[1] ?? "";
      const ms = options.delays?.[name] ?? Number(name);
      clock.increment(ms);
    } else {
      actor.send(event);
    }
  }
  const snapshot = actor.getSnapshot();
  actor.stop();
  return snapshot;
}

export interface ModelReport {
  readonly transitions: ReadonlyArray<ModelTransition>;
  /** State node ids no path visits. */
  readonly unvisitedStates: ReadonlyArray<string>;
  /** Transition definitions no path takes, named as on the diagram (see namedTransitionsOf). */
  readonly untakenTransitions: ReadonlyArray<string>;
}

/**
 * The model's paths and what they leave uncovered: the start and every edge of the model are
 * stepped once more under an inspector, and each state active or passed through (left at once by
 * an `always` transition) is visited. Every edge ends a path, so the paths cover exactly this.
 */
export function modelReport(machine: AnyStateMachine, options: ModelOptions): ModelReport {
  const transitions = transitionPaths(machine, options);
  const visited = new Set<AnyStateNode>();
  const taken = new Set<Transition>();
  const record = ({ snapshot, transitions: fired }: ObservedStep): void => {
    for (const node of (snapshot as unknown as { readonly _nodes: ReadonlyArray<AnyStateNode> })._nodes)
      visited.add(node);
    for (const definition of fired) {
      taken.add(definition);
      for (let node: AnyStateNode | undefined = definition.source; node !== undefined; node = node.parent)
        visited.add(node);
    }
  };
  record(observedStep(machine, undefined, { type: "xstate.init" }, options.input));
  for (const { source, event } of transitions) record(observedStep(machine, source, event, options.input));
  return {
    transitions,
    unvisitedStates: stateNodesOf(machine)
      .filter((node) => !visited.has(node))
      .map((node) => node.id),
    untakenTransitions: namedTransitionsOf(machine)
      .filter(({ definition }) => !taken.has(definition))
      .map(({ name }) => name),
  };
}

/**
 * The events to try in a state: for each event the state handles, the catalogue's concrete events
 * of that type (payloads that make guards pass or fail, actor outputs and errors), or the bare
 * type when the catalogue has none.
 */
export function eventsFromCatalogue(
  catalogue: Readonly<
    Record<string, ReadonlyArray<{ readonly type: string; readonly [key: string]: unknown }>>
  >,
): (snapshot: Snapshot) => ReadonlyArray<EventObject> {
  // A machine that reached its final state takes no more events.
  return (snapshot) =>
    snapshot.status !== "active"
      ? []
      : __unsafe_getAllOwnEventDescriptors(snapshot)
          .filter((type: string) => !type.includes("*"))
          .flatMap((type: string): EventObject[] => [...(catalogue[type] ?? [{ type }])]);
}

/** An invoked actor's result as a model event. */
export function doneEvent(id: string, output: unknown): EventObject {
  return { type: `xstate.done.actor.${id}`, output } as EventObject;
}

/** An invoked actor's failure as a model event. */
export function errorEvent(id: string, error: unknown): EventObject {
  return { type: `xstate.error.actor.${id}`, error } as EventObject;
}

/** What stays uncovered by all of several reports (one per machine input). */
export function uncoveredByAll(reports: ReadonlyArray<ModelReport>): {
  readonly states: string[];
  readonly transitions: string[];
} {
  return {
    states: intersect(reports.map((r) => r.unvisitedStates)),
    transitions: intersect(reports.map((r) => r.untakenTransitions)),
  };
}

function intersect(lists: ReadonlyArray<ReadonlyArray<string>>): string[] {
  return [...(lists[0] ?? [])].filter((x) => lists.every((list) => list.includes(x)));
}

import type { AnyStateMachine, AnyStateNode, EventObject, SnapshotFrom } from "xstate";
import { __unsafe_getAllOwnEventDescriptors, createActor, fromPromise, SimulatedClock } from "xstate";
import type { StatePath } from "xstate/graph";
import { getAdjacencyMap, getShortestPaths, getStateNodes } from "xstate/graph";

/*
 * Model-based testing support for the machines' tests: walk the machine's graph with xstate/graph,
 * build one path per transition (shortest path to its source state + the event), then replay each
 * path on a real actor and check that it ends where the model says.
 *
 * In the model, actor results and timers are plain events (`xstate.done.actor.<id>`,
 * `xstate.error.actor.<id>`, `xstate.after.<delay>.<state>`). On replay, every actor is a pending
 * promise, done/error events are delivered as the model says, and `after` events are produced
 * by advancing a SimulatedClock by the named delay — the machine's own timer fires.
 */

type Snapshot = SnapshotFrom<AnyStateMachine>;

export interface ModelOptions {
  readonly input?: unknown;
  /** The events to try in each state (payloads matter for guards and assigns). */
  readonly events: (snapshot: Snapshot) => ReadonlyArray<EventObject>;
  /** What makes two snapshots the same model state (default: the state value). */
  readonly project?: (snapshot: Snapshot) => unknown;
  /** Delay lengths by name, to drive the clock on replay. */
  readonly delays?: Readonly<Record<string, number>>;
  /** Actors to keep real on replay (e.g. ones the test must see run); others stay pending. */
  readonly limit?: number;
}

export interface ModelTransition {
  readonly path: StatePath<Snapshot, EventObject>;
  readonly description: string;
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
  for (const [stateKey, { transitions }] of Object.entries(adjacency)) {
    const head = shortest.get(stateKey);
    if (head === undefined) continue;
    for (const { event, state } of Object.values(transitions)) {
      result.push({
        path: { state, steps: [...head.steps, { event, state }], weight: head.weight + 1 },
        description: `${JSON.stringify(head.state.value)} --${event.type}--> ${JSON.stringify(state.value)}`,
      });
    }
  }
  return result;
}

/** Every state node of the machine (compound and atomic), by id. */
export function allStateNodeIds(machine: AnyStateMachine): string[] {
  return nodesOf(machine).map((node) => node.id);
}

function nodesOf(machine: AnyStateMachine): AnyStateNode[] {
  return [machine.root, ...getStateNodes(machine.root).filter((n: AnyStateNode) => n !== machine.root)];
}

function transitionsOf(node: AnyStateNode): AnyStateNode["always"] & object {
  return [...[...node.transitions.values()].flat(), ...(node.always ?? [])];
}

/** Ids of the state nodes active in a snapshot (ancestors included). */
export function activeStateNodeIds(machine: AnyStateMachine, snapshot: Snapshot): string[] {
  return nodesOf(machine)
    .filter((node) => node.path.length === 0 || snapshot.matches(valueOfPath(node.path) as never))
    .map((node) => node.id);
}

/**
 * Every transition definition of the machine, as "source id|event type|target ids". Used to
 * check that the model's paths take each one at least once.
 */
export function allTransitionKeys(machine: AnyStateMachine): string[] {
  return [
    ...new Set(
      nodesOf(machine).flatMap((node) =>
        transitionsOf(node).map((t) => transitionKey(node.id, t.eventType, t.target)),
      ),
    ),
  ];
}

export function transitionKey(
  sourceId: string,
  eventType: string,
  targets: ReadonlyArray<AnyStateNode> | undefined,
): string {
  return `${sourceId}|${eventType}|${(targets ?? []).map((t) => t.id).join(",")}`;
}

/**
 * The transition definitions a step took: those of an active source node for the event whose
 * targets are active afterwards (targetless ones when the source stays active). An approximation
 * that is exact for our machines: no two transitions of one node differ only in actions.
 */
export function takenTransitionKeys(
  machine: AnyStateMachine,
  before: Snapshot,
  event: EventObject,
  after: Snapshot,
): string[] {
  const activeBefore = new Set(activeStateNodeIds(machine, before));
  const activeAfter = new Set(activeStateNodeIds(machine, after));
  const taken: string[] = [];
  for (const node of nodesOf(machine)) {
    if (!activeBefore.has(node.id)) continue;
    for (const t of node.transitions.get(event.type) ?? []) {
      const targets = t.target ?? [];
      const reached =
        targets.length === 0
          ? activeAfter.has(node.id)
          : targets.every((target: AnyStateNode) => reachedThrough(target, activeAfter));
      if (reached) taken.push(transitionKey(node.id, t.eventType, t.target));
    }
  }
  return taken;
}

/** Eventless (`always`) transitions taken on the way into a snapshot: their targets show it. */
export function alwaysTransitionKeys(machine: AnyStateMachine, after: Snapshot): string[] {
  const activeAfter = new Set(activeStateNodeIds(machine, after));
  const keys: string[] = [];
  for (const node of nodesOf(machine)) {
    for (const t of node.always ?? []) {
      const targets = (t.target ?? []) as ReadonlyArray<AnyStateNode>;
      if (targets.length > 0 && targets.every((target) => activeAfter.has(target.id))) {
        keys.push(transitionKey(node.id, t.eventType, t.target));
      }
    }
  }
  return keys;
}

function valueOfPath(path: ReadonlyArray<string>): unknown {
  if (path.length === 0) return {};
  const [head, ...rest] = path as [string, ...string[]];
  return rest.length === 0 ? head : { [head]: valueOfPath(rest) };
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
  /** Transition definitions no path takes. */
  readonly untakenTransitions: ReadonlyArray<string>;
}

/** The model's paths and what they leave uncovered. */
export function modelReport(machine: AnyStateMachine, options: ModelOptions): ModelReport {
  const transitions = transitionPaths(machine, options);
  const visited = new Set<string>();
  const taken = new Set<string>();
  for (const { path } of transitions) {
    let before: Snapshot | undefined;
    for (const { event, state } of path.steps) {
      for (const id of activeStateNodeIds(machine, state)) visited.add(id);
      for (const k of alwaysTransitionKeys(machine, state)) taken.add(k);
      if (before !== undefined) {
        for (const k of takenTransitionKeys(machine, before, event, state)) taken.add(k);
      }
      before = state;
    }
  }
  // The first step of each path starts from the initial snapshot.
  const initial = getShortestPaths(machine, {
    events: () => [],
    ...(options.input === undefined ? {} : { input: options.input }),
  } as never)[0] as StatePath<Snapshot, EventObject> | undefined;
  if (initial !== undefined) {
    for (const id of activeStateNodeIds(machine, initial.state)) visited.add(id);
    for (const k of alwaysTransitionKeys(machine, initial.state)) taken.add(k);
    for (const { path } of transitions) {
      const first = path.steps[0];
      if (first === undefined) continue;
      const from = path.steps.length > 1 ? undefined : initial.state;
      if (from !== undefined) {
        for (const k of takenTransitionKeys(machine, from, first.event, first.state)) taken.add(k);
      }
    }
  }
  // A state left at once by an eventless transition is never seen in a snapshot; it was visited
  // when one of its `always` transitions was taken.
  for (const k of taken) {
    const node = nodesOf(machine).find((n) => k.startsWith(`${n.id}|`));
    if (node !== undefined && (node.always ?? []).length > 0) visited.add(node.id);
  }
  return {
    transitions,
    unvisitedStates: allStateNodeIds(machine).filter((id) => !visited.has(id)),
    untakenTransitions: allTransitionKeys(machine).filter((k) => !taken.has(k)),
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

/** A target is reached when active afterwards, or passed through via one of its `always` exits. */
function reachedThrough(target: AnyStateNode, activeAfter: ReadonlySet<string>, depth = 0): boolean {
  if (activeAfter.has(target.id)) return true;
  if (depth > 10) return false;
  return (target.always ?? []).some((t) =>
    ((t.target ?? []) as ReadonlyArray<AnyStateNode>).some((next) =>
      reachedThrough(next, activeAfter, depth + 1),
    ),
  );
}

import type { AnyActorRef, AnyStateMachine, EventObject, SnapshotFrom } from "xstate";
import { createActor, SimulatedClock } from "xstate";
import { catalogue } from "../../core/i18n/catalogue";
import { expandCatalogues } from "../../core/traces/catalogue-in-trace";
import { sameStateValue, stateLabel } from "../../core/traces/state-label";
import type {
  ActionEntry,
  ActorErrorEntry,
  SnapshotEntry,
  StateValue,
  TraceEntry,
  TraceFile,
} from "../../core/traces/trace-format";
import type { RegisteredMachine } from "../machine-registry";
import { createStandIns, inlineInvocations } from "./stand-in-actors";

/*
 * Replays a recorded trace headlessly through the app's machines: each recorded run starts from
 * its recorded input on a SimulatedClock, invoked actors are stand-ins that answer with the
 * recorded responses, the clock moves to each entry's recorded time (so `after` transitions fire
 * on their own) and each external event is sent again. After every step the machine's state is
 * compared with the recorded one; the first difference stops the replay with a sentence that
 * says where. No Node APIs here: the CLI and a browser page both use this module.
 */

export interface ReplayStep {
  readonly machineId: string;
  readonly run: string;
  /** 0 is the start; then one per recorded event, answer or timer. */
  readonly number: number;
  /** Milliseconds since the run started. */
  readonly at: number;
  /** What happened: "start", "user.submitPassword", "login answered", "timer loaderDelay". */
  readonly action: string;
  readonly expected: string;
  readonly actual: string;
  /** The recorded state value behind `expected` (none when nothing was recorded yet). */
  readonly expectedValue?: StateValue;
  /** The replayed machine's state value behind `actual` (none before the machine started). */
  readonly actualValue?: StateValue;
  readonly ok: boolean;
}

export interface ReplayRun {
  readonly machineId: string;
  readonly run: string;
  readonly outcome: "passed" | "diverged" | "skipped";
  readonly steps: ReadonlyArray<ReplayStep>;
  readonly message?: string;
}

export interface ReplayReport {
  readonly ok: boolean;
  readonly runs: ReadonlyArray<ReplayRun>;
  /** One sentence: the divergence, or what was replayed (English, for the command line). */
  readonly message: string;
  /** What a passed replay covered, for a page to say in its own language. */
  readonly replayed?: { readonly steps: number; readonly runs: number; readonly notReplayed: number };
  /** Things a reader should know that do not fail the replay (version differences, skipped runs). */
  readonly warnings: ReadonlyArray<string>;
}

export interface ReplayOptions {
  /** Called as each step is replayed (a CLI prints, a page renders). */
  readonly onStep?: (step: ReplayStep) => void;
}

type Snapshot = SnapshotFrom<AnyStateMachine>;

interface RunEntries {
  readonly run: string;
  readonly machineId: string;
  readonly recordedVersion: string;
  readonly entries: ReadonlyArray<TraceEntry>;
}

/** Root-actor entries grouped by run, in recording order. Children are replaced by stand-ins. */
export function runsOf(trace: TraceFile): RunEntries[] {
  const runs = new Map<string, TraceEntry[]>();
  for (const entry of trace.entries) {
    if (entry.actor.path.includes("/")) continue;
    const list = runs.get(entry.actor.run) ?? [];
    list.push(entry);
    runs.set(entry.actor.run, list);
  }
  return [...runs.entries()].flatMap(([run, entries]) => {
    const first = entries[0];
    return first === undefined
      ? []
      : [{ run, machineId: first.machine.id, recordedVersion: first.machine.version, entries }];
  });
}

/**
 * Machines that went, with the machine that does their work now (issue #31: one list machine).
 * Their traces are not replayed on the successor (other page fields, other guards); the replay
 * names it, so the person knows to record the trace again.
 */
const RETIRED_MACHINES: Readonly<Record<string, string>> = {
  trainingList: "keysetList",
  storeRecordList: "keysetList",
  commerceList: "keysetList",
  postList: "keysetList",
  ticketList: "keysetList",
  taskList: "keysetList",
  staffList: "keysetList",
};

/** Machines that only changed their id (same states and events): their old traces replay as ever. */
const RENAMED_MACHINES: Readonly<Record<string, string>> = {
  informationLoad: "screenLoad",
};

/** The registered machine a trace's machine id names, under its old id too. */
const registeredFor = (machines: ReadonlyArray<RegisteredMachine>, machineId: string) =>
  machines.find((candidate) => candidate.id === (RENAMED_MACHINES[machineId] ?? machineId));

export function replayTrace(
  trace: TraceFile,
  machines: ReadonlyArray<RegisteredMachine>,
  options: ReplayOptions = {},
): ReplayReport {
  const runs = runsOf(trace);
  const results: ReplayRun[] = [];
  const warnings: string[] = [];
  const many = runs.length > 1;
  const known = machines.map((m) => m.id).join(", ");
  // A machine the registry does not have (a trace from an app version with a machine this one
  // lacks; every machine of this version is registered) cannot be replayed; its runs are skipped with one note per machine, and
  // the other machines' runs still replay. Only a trace with nothing else fails for it.
  const unknown = new Map<string, number>();
  for (const entries of runs) {
    if (registeredFor(machines, entries.machineId) === undefined) {
      unknown.set(entries.machineId, (unknown.get(entries.machineId) ?? 0) + 1);
    }
  }
  const unknownMessage = (machineId: string): string => {
    const count = unknown.get(machineId) ?? 0;
    const retired = RETIRED_MACHINES[machineId];
    const why =
      retired === undefined
        ? `which this app does not have (known: ${known})`
        : `which this app has merged into "${retired}" (its pages and guards differ, so the run cannot be replayed on it: record the trace again)`;
    return `The trace names the machine "${machineId}", ${why}; its ${count === 1 ? "run was" : `${count} runs were`} not replayed.`;
  };
  for (const machineId of unknown.keys()) warnings.push(unknownMessage(machineId));
  for (const entries of runs) {
    const registered = registeredFor(machines, entries.machineId);
    if (registered === undefined) {
      results.push({
        machineId: entries.machineId,
        run: entries.run,
        outcome: "skipped",
        steps: [],
        message: unknownMessage(entries.machineId),
      });
      continue;
    }
    if (registered.version !== entries.recordedVersion) {
      warnings.push(
        `${registered.id} was recorded at version ${entries.recordedVersion}; the app has version ${registered.version}, so a difference may be intended.`,
      );
    }
    for (const where of inlineInvocations(registered.machine)) {
      warnings.push(`${registered.id}: ${where} invokes inline logic, which the replay cannot replace.`);
    }
    const result = replayRun(
      registered.machine,
      entries,
      many ? `${entries.machineId} (run ${entries.run}) ` : "",
      options,
    );
    results.push(result);
    if (result.outcome === "skipped") warnings.push(result.message ?? "");
    if (result.outcome === "diverged") {
      return { ok: false, runs: results, message: result.message ?? "The replay diverged.", warnings };
    }
  }
  const passed = results.filter((r) => r.outcome === "passed");
  if (passed.length === 0) {
    const [firstUnknown] = unknown.keys();
    return {
      ok: false,
      runs: results,
      message:
        firstUnknown === undefined
          ? "Nothing could be replayed: the trace holds no complete machine run."
          : unknownMessage(firstUnknown),
      warnings,
    };
  }
  const steps = passed.reduce((sum, r) => sum + r.steps.length, 0);
  const notReplayed = results.length - passed.length;
  return {
    ok: true,
    runs: results,
    replayed: { steps, runs: passed.length, notReplayed },
    message: `Replayed ${steps} steps of ${passed.length} machine run${passed.length === 1 ? "" : "s"}${notReplayed === 0 ? "" : ` (${notReplayed} not replayed, see the notes)`}; every state matched the recording.`,
    warnings,
  };
}

function replayRun(
  machine: AnyStateMachine,
  { run, machineId, entries }: RunEntries,
  prefix: string,
  { onStep }: ReplayOptions,
): ReplayRun {
  const start = entries[0];
  if (start?.kind !== "start") {
    return {
      machineId,
      run,
      outcome: "skipped",
      steps: [],
      message: `${machineId} run ${run} started before the oldest entry the recorder kept, so it cannot be replayed.`,
    };
  }
  const snapshots = new Map<number, SnapshotEntry>();
  for (const entry of entries) {
    if (entry.kind === "snapshot" && entry.cause !== undefined) snapshots.set(entry.cause, entry);
  }
  const clock = new SimulatedClock();
  const standIns = createStandIns(machine);
  const processed: EventObject[] = [];
  let root: AnyActorRef | undefined;
  const inspect = (inspection: { type: string; actorRef: unknown; event?: unknown }): void => {
    if (inspection.type === "@xstate.event" && inspection.actorRef === root) {
      processed.push(inspection.event as EventObject);
    }
  };
  const steps: ReplayStep[] = [];
  let expectedValue: StateValue | undefined;
  let number = 0;

  const actions = entries.filter((entry): entry is ActionEntry => entry.kind !== "snapshot");
  for (const [index, entry] of actions.entries()) {
    number = index;
    const at = entry.at - start.at;
    const label = actionLabel(entry);
    const fail = (reason: string): ReplayRun => {
      const actual = root === undefined ? "(not started)" : describe(root.getSnapshot() as Snapshot);
      const step: ReplayStep = {
        machineId,
        run,
        number,
        at,
        action: label,
        expected: "—",
        actual,
        ...(root === undefined ? {} : { actualValue: (root.getSnapshot() as Snapshot).value as StateValue }),
        ok: false,
      };
      steps.push(step);
      onStep?.(step);
      return { machineId, run, outcome: "diverged", steps, message: `${prefix}step ${number}: ${reason}` };
    };

    // Move the clock; the machine's own timers that come due fire now, as they did when recorded.
    processed.length = 0;
    if (at > clock.now()) clock.set(at);
    if (entry.kind === "timer") {
      if (!processed.some((event) => event.type === entry.type)) {
        return fail(
          `at ${at} ms the recording has the timer ${timerName(entry.type, entry.delay)} firing, but the machine's timer did not fire by then (it is in ${current(root)})`,
        );
      }
    } else if (processed.length > 0) {
      const fired = processed.map((event) => timerName(event.type, undefined)).join(", ");
      return fail(
        `before ${label} at ${at} ms the machine's timer ${fired} fired, which the recording does not have (it is in ${current(root)})`,
      );
    }

    if (entry.kind === "start") {
      root = createActor(machine.provide({ actors: standIns.actors }), {
        clock,
        inspect,
        ...(entry.input === undefined ? {} : { input: entry.input }),
      });
      // An actor that fails would otherwise rethrow asynchronously; the step check reports it.
      root.subscribe({ error: () => undefined });
      root.start();
    } else if (root === undefined) {
      return fail("the run has no start");
    } else if (entry.kind === "event") {
      root.send({ ...entry.payload, type: entry.type });
    } else if (entry.kind === "actor.done" || entry.kind === "actor.error") {
      const event =
        entry.kind === "actor.done"
          ? {
              type: `xstate.done.actor.${entry.actorId}`,
              // A catalogue recorded as version and keys gets the shipped texts back.
              output: expandCatalogues(entry.output, catalogue),
              actorId: entry.actorId,
            }
          : {
              type: `xstate.error.actor.${entry.actorId}`,
              error: recordedError(entry),
              actorId: entry.actorId,
            };
      if (!standIns.answer(entry.actorId, event)) {
        const running = standIns.running();
        return fail(
          `the recording has ${entry.actorId} ${entry.kind === "actor.done" ? "answering" : "failing"} at ${at} ms, but the machine is not running ${entry.actorId} (it is in ${current(root)}${running.length > 0 ? `, running ${running.join(", ")}` : ""})`,
        );
      }
    }

    const snapshot = root.getSnapshot() as Snapshot;
    const recorded = snapshots.get(entry.seq);
    expectedValue = recorded?.value ?? expectedValue;
    const expected =
      recorded === undefined
        ? expectedValue === undefined
          ? "(nothing recorded)"
          : stateLabel(expectedValue)
        : label2(recorded.value, recorded.status);
    const actual = describe(snapshot);
    const ok =
      recorded === undefined
        ? expectedValue === undefined || sameStateValue(expectedValue, snapshot.value as StateValue)
        : sameStateValue(recorded.value, snapshot.value as StateValue) && recorded.status === snapshot.status;
    const step: ReplayStep = {
      machineId,
      run,
      number,
      at,
      action: label,
      expected,
      actual,
      ...(expectedValue === undefined ? {} : { expectedValue }),
      actualValue: snapshot.value as StateValue,
      ok,
    };
    steps.push(step);
    onStep?.(step);
    if (!ok) {
      const failure = snapshot.status === "error" ? ` (it failed: ${errorText(snapshot.error)})` : "";
      return {
        machineId,
        run,
        outcome: "diverged",
        steps,
        message: `${prefix}step ${number}: after ${label}, expected ${expected} but the machine is in ${actual}${failure}`,
      };
    }
  }
  root?.stop();
  return { machineId, run, outcome: "passed", steps };
}

function actionLabel(entry: ActionEntry): string {
  switch (entry.kind) {
    case "start":
      return "start";
    case "event":
      return entry.from === undefined ? entry.type : `${entry.type} from ${entry.from}`;
    case "timer":
      return `timer ${timerName(entry.type, entry.delay)}`;
    case "actor.done":
      return `${entry.actorId} answered`;
    case "actor.error":
      return `${entry.actorId} failed`;
  }
}

/** "loaderDelay" for `xstate.after.loaderDelay.<state>`; other delayed events by their type. */
function timerName(type: string, delay: string | undefined): string {
  if (delay !== undefined) return delay;
  const after = /^xstate\.after\.([^.]+)\./u.exec(type);
  return after?.[1] ?? type;
}

function label2(value: StateValue, status: string): string {
  return status === "active" ? stateLabel(value) : `${stateLabel(value)} (${status})`;
}

function describe(snapshot: Snapshot): string {
  return label2(snapshot.value as StateValue, snapshot.status);
}

function current(root: AnyActorRef | undefined): string {
  return root === undefined ? "(not started)" : describe(root.getSnapshot() as Snapshot);
}

function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** The failure as the machine first saw it: the request id the recorder kept apart goes back in. */
function recordedError(entry: ActorErrorEntry): unknown {
  const { error, requestId } = entry;
  if (requestId === undefined || typeof error !== "object" || error === null || Array.isArray(error))
    return error;
  return { ...error, requestId };
}

/*
 * The parts of XState's inspection events the recorder reads, described structurally: adapters/
 * may not import xstate (DESIGN.md), and the recorder only needs a few fields. Everything is read
 * defensively because `inspect` sees every actor in the system, machines or not.
 */

export interface InspectedActor {
  readonly sessionId: string;
  readonly id: string;
  readonly systemId?: string | undefined;
  /** The machine (for machine actors): has `id`, `version` and `root`. */
  readonly logic?: unknown;
  /** Parent actor; an XState internal, stable across v5. */
  readonly _parent?: InspectedActor | undefined;
}

export interface InspectedMachine {
  readonly id: string;
  readonly version?: string | undefined;
}

export interface InspectedEvent {
  readonly type: string;
  readonly [key: string]: unknown;
}

export type Inspection =
  | {
      readonly type: "@xstate.event";
      readonly actorRef: InspectedActor;
      readonly sourceRef: InspectedActor | undefined;
      readonly event: InspectedEvent;
    }
  | {
      readonly type: "@xstate.snapshot";
      readonly actorRef: InspectedActor;
      readonly event: InspectedEvent;
      readonly snapshot: { readonly value?: unknown; readonly status?: unknown };
    };

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null;

/** The inspection events the recorder uses, or undefined for the others (actions, microsteps). */
export function readInspection(raw: unknown): Inspection | undefined {
  if (!isObject(raw) || !isObject(raw["actorRef"]) || !isObject(raw["event"])) return undefined;
  if (typeof raw["event"]["type"] !== "string") return undefined;
  if (raw["type"] === "@xstate.event" || (raw["type"] === "@xstate.snapshot" && isObject(raw["snapshot"]))) {
    return raw as unknown as Inspection;
  }
  return undefined;
}

/** The machine an actor runs, when it runs one (promise and callback actors do not). */
export function machineOf(actor: InspectedActor): InspectedMachine | undefined {
  const logic = actor.logic;
  if (!isObject(logic) || !("root" in logic) || typeof logic["id"] !== "string") return undefined;
  return logic as unknown as InspectedMachine;
}

/**
 * Ids from the root actor down to this one: "session/login". The root is named by its machine's
 * id, since a root actor's own id is only its session id ("x:0").
 */
export function actorPath(actor: InspectedActor): string {
  const ids: string[] = [];
  for (let current: InspectedActor | undefined = actor; current !== undefined; current = current._parent) {
    ids.unshift(current._parent === undefined ? (machineOf(current)?.id ?? current.id) : current.id);
  }
  return ids.join("/");
}

export function rootOf(actor: InspectedActor): InspectedActor {
  let current = actor;
  while (current._parent !== undefined) current = current._parent;
  return current;
}

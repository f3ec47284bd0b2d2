import type { AnyStateMachine, EventObject } from "xstate";
import { fromCallback } from "xstate";

/*
 * Stand-ins for every actor a machine names in setup(): they do nothing by themselves (no server,
 * no storage) and answer only when the replay says so, with the response the trace recorded. A
 * callback actor can hand its parent an `xstate.done.actor.<id>` / `xstate.error.actor.<id>`
 * event synchronously, so a replay needs no promises and no real time.
 */

type SendBack = (event: EventObject) => void;

export interface StandIns {
  /** For `machine.provide({ actors })`. */
  readonly actors: Record<string, ReturnType<typeof fromCallback>>;
  /** Answers the oldest running stand-in with this invoke id; false when none is running. */
  answer(actorId: string, event: EventObject): boolean;
  /** Invoke ids of the stand-ins running now (for messages). */
  running(): string[];
}

export function createStandIns(machine: AnyStateMachine): StandIns {
  const live: Array<{ readonly id: string; readonly sendBack: SendBack }> = [];
  const standIn = fromCallback(({ self, sendBack }) => {
    const entry = { id: self.id, sendBack: sendBack as SendBack };
    live.push(entry);
    return () => {
      const index = live.indexOf(entry);
      if (index !== -1) live.splice(index, 1);
    };
  });
  const actors = Object.fromEntries(
    Object.keys(machine.implementations.actors).map((name) => [name, standIn]),
  );
  return {
    actors,
    answer(actorId, event) {
      const entry = live.find((candidate) => candidate.id === actorId);
      if (entry === undefined) return false;
      live.splice(live.indexOf(entry), 1);
      entry.sendBack(event);
      return true;
    },
    running: () => live.map((entry) => entry.id),
  };
}

/** States that invoke logic written inline rather than named in setup(): a replay cannot replace it. */
export function inlineInvocations(machine: AnyStateMachine): string[] {
  const found: string[] = [];
  const visit = (node: AnyStateMachine["root"]): void => {
    for (const invoke of node.invoke) {
      if (typeof invoke.src === "string" && invoke.src.startsWith("xstate.invoke."))
        found.push(`${node.id} (${invoke.id})`);
    }
    for (const child of Object.values(node.states)) visit(child);
  };
  visit(machine.root);
  return found;
}

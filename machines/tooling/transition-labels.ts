import type { AnyStateNode } from "xstate";

/* How events, guards and delays read on a diagram: names from setup(), never internals. */

type Transition = AnyStateNode["always"] extends ReadonlyArray<infer T> | undefined ? T : never;

const DONE_ACTOR = "xstate.done.actor.";
const ERROR_ACTOR = "xstate.error.actor.";
const DONE_STATE = "xstate.done.state.";
const AFTER = "xstate.after.";

/** "user.submit", "login succeeded", "login failed", "after refreshInterval", "all done". */
export function eventLabel(eventType: string, delay?: unknown): string {
  if (eventType.startsWith(DONE_ACTOR)) return `${eventType.slice(DONE_ACTOR.length)} succeeded`;
  if (eventType.startsWith(ERROR_ACTOR)) return `${eventType.slice(ERROR_ACTOR.length)} failed`;
  if (eventType.startsWith(DONE_STATE)) return "finished";
  if (eventType.startsWith(AFTER))
    return `after ${delayLabel(delay ?? eventType.slice(AFTER.length).split(".")[0])}`;
  if (eventType === "") return "always";
  if (eventType === "*") return "any event";
  return eventType;
}

/** A named delay keeps its name; a number reads as milliseconds. */
export function delayLabel(delay: unknown): string {
  if (typeof delay === "number") return `${delay} ms`;
  if (typeof delay === "string") return /^\d+$/u.test(delay) ? `${delay} ms` : delay;
  return "a computed delay";
}

/** "[isRestored]", "[not isRestored]", "[a and b]", "[condition]" for an inline function. */
export function guardLabel(guard: unknown): string | undefined {
  if (guard === undefined || guard === null) return undefined;
  return `[${guardName(guard)}]`;
}

function guardName(guard: unknown): string {
  if (typeof guard === "string") return guard;
  if (typeof guard === "function") {
    const nested = (guard as { guards?: ReadonlyArray<unknown> }).guards;
    const kind = guard.name;
    if (Array.isArray(nested) && (kind === "not" || kind === "and" || kind === "or")) {
      if (kind === "not") return `not ${guardName(nested[0])}`;
      return nested.map(guardName).join(` ${kind} `);
    }
    if (kind === "stateIn") return "in state";
    // Inline arrows are named after the `guard:` property they were written in.
    return kind === "" || kind === "guard" ? "condition" : kind;
  }
  if (typeof guard === "object" && guard !== null && "type" in guard && typeof guard.type === "string")
    return guard.type;
  return "condition";
}

/**
 * Labels for a node's transitions on one event, in priority order. An unguarded transition after
 * guarded ones for the same event reads "[else]": XState takes the first whose guard passes.
 */
export function transitionLabels(eventType: string, transitions: ReadonlyArray<Transition>): string[] {
  return transitions.map((transition, index) => {
    const event = eventLabel(eventType, (transition as { delay?: unknown }).delay);
    const guard = guardLabel(transition.guard) ?? (index > 0 ? "[else]" : undefined);
    return guard === undefined ? event : `${event} ${guard}`;
  });
}

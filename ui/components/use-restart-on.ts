import { useEffect, useRef } from "react";

const sameValues = (a: readonly unknown[], b: readonly unknown[]): boolean =>
  a.length === b.length && a.every((value, index) => Object.is(value, b[index]));

/**
 * Tells a screen's machine to start over (`screen.restart`) when a value of `restartOn` changes: the
 * store in view, a filter, the loader it reads with. One actor lives as long as the screen, so the
 * change reaches it as an event (an actor made anew from a changed machine would take up the old
 * one's state, which is how @xstate/react keeps an actor across a changed machine).
 */
export function useRestartOn(
  actor: { readonly send: (event: { readonly type: "screen.restart" }) => void },
  restartOn: readonly unknown[],
): void {
  const seen = useRef(restartOn);
  useEffect(() => {
    if (sameValues(seen.current, restartOn)) return;
    seen.current = restartOn;
    actor.send({ type: "screen.restart" });
  });
}

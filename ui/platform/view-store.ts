import { useSyncExternalStore } from "react";

/**
 * What a screen reads from outside React: a value and a way to hear that it changed (the shape
 * useSyncExternalStore takes). The composition root passes stores, not hooks, through the bindings,
 * so every screen calls the same statically known hook, `useView`.
 */
export interface ViewStore<S> {
  readonly subscribe: (onChange: () => void) => () => void;
  /** The same value (===) until something it shows changed. */
  readonly getSnapshot: () => S;
}

export function useView<S>(store: ViewStore<S>): S {
  return useSyncExternalStore(store.subscribe, store.getSnapshot);
}

/** A store of a value that never changes (tests, fixed answers). */
export const fixedView = <S>(value: S): ViewStore<S> => ({
  subscribe: () => () => undefined,
  getSnapshot: () => value,
});

/**
 * A store derived from inputs: `compute` runs again only when one of the inputs is not the same
 * (===) as last time, so the snapshot stays the same object while nothing changed.
 */
export function derivedView<I extends readonly unknown[], S>(
  subscribe: (onChange: () => void) => () => void,
  inputs: () => I,
  compute: (inputs: I) => S,
): ViewStore<S> {
  let last: { readonly inputs: I; readonly value: S } | undefined;
  return {
    subscribe,
    getSnapshot: () => {
      const now = inputs();
      if (
        last !== undefined &&
        now.length === last.inputs.length &&
        now.every((v, i) => v === last?.inputs[i])
      )
        return last.value;
      last = { inputs: now, value: compute(now) };
      return last.value;
    },
  };
}

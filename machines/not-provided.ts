import type { NonReducibleUnknown } from "xstate";
import { fromPromise } from "xstate";

/**
 * Placeholder logic for an I/O actor declared in `setup()`. The real one is given at the edge with
 * `machine.provide({ actors })`; forgetting to do so fails loudly instead of hanging.
 */
export function notProvided<TOutput, TInput = NonReducibleUnknown>(name: string) {
  return fromPromise<TOutput, TInput>(() =>
    Promise.reject(new Error(`The actor "${name}" must be provided at the composition root.`)),
  );
}

/**
 * Placeholder for an effect action declared in `setup()` with typed params; the real one is given
 * at the edge with `machine.provide({ actions })`. Doing nothing by default keeps tests that do not
 * care about the effect short.
 */
export function edgeAction<TParams>() {
  return (...args: [unknown, TParams]): void => {
    void args;
  };
}

import { useActorRef, useSelector } from "@xstate/react";
import { useLayoutEffect, useMemo, useRef } from "react";
import { fromPromise } from "xstate";
import { createScreenLoadMachine } from "../../machines/loads/screen-load.machine";
import { inspectionRelay } from "../../machines/tooling/inspection-relay";
import { useRestartOn } from "./use-restart-on";

export type LoadView<Data> =
  | { readonly phase: "loading" }
  | {
      readonly phase: "failed";
      readonly failureKey: string;
      /** The failed request's X-Request-Id, when the server answered (issue #42). */
      readonly requestId?: string | undefined;
      readonly retry: () => void;
    }
  | { readonly phase: "ready"; readonly data: Data };

/**
 * A screen's one read through the screenLoad machine. It reads again when a value of `restartOn`
 * changes (the store version, a role); with none, one read per mount, and the caller keys the
 * component by what the read depends on. Reads always ask the latest `load`, so an inline loader is fine.
 */
export function useScreenLoad<Data>(
  load: () => Promise<Data>,
  restartOn: readonly unknown[] = [],
): LoadView<Data> {
  const latest = useRef(load);
  // The actor's loader reads the latest one when it runs (after this effect), never during render.
  useLayoutEffect(() => {
    latest.current = load;
  });
  const machine = useMemo(
    () =>
      createScreenLoadMachine<Data>().provide({
        // oxlint-disable-next-line react/refs -- read when the actor runs a read, never during render
        actors: { load: fromPromise(() => latest.current()) },
      }),
    [],
  );
  const actor = useActorRef(machine, { inspect: inspectionRelay.inspect });
  useRestartOn(actor, restartOn);
  const phase = useSelector(actor, (s) =>
    s.matches("loading") ? "loading" : s.matches("failed") ? "failed" : "ready",
  );
  const data = useSelector(actor, (s) => s.context.data);
  const failureKey = useSelector(actor, (s) => s.context.failureKey);
  const requestId = useSelector(actor, (s) => s.context.failureRequestId);
  if (phase === "loading") return { phase };
  if (phase === "failed")
    return {
      phase,
      failureKey: failureKey ?? "b2b_something_went_wrong",
      requestId,
      retry: () => actor.send({ type: "user.retry" }),
    };
  return { phase: "ready", data: data as Data };
}

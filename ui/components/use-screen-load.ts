import { useActorRef, useSelector } from "@xstate/react";
import { useMemo } from "react";
import { fromPromise } from "xstate";
import { createScreenLoadMachine } from "../../machines/loads/screen-load.machine";
import { inspectionRelay } from "../../machines/tooling/inspection-relay";

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
 * A screen's one read through the screenLoad machine. The caller keys the component by what
 * the read depends on (store, document), so a change starts a new actor and a new read.
 */
export function useScreenLoad<Data>(load: () => Promise<Data>): LoadView<Data> {
  // The actor is made once per mount; the first `load` is the one it runs (the caller keys the component).
  const machine = useMemo(
    () => createScreenLoadMachine<Data>().provide({ actors: { load: fromPromise(() => load()) } }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- one read per mount, by design
    [],
  );
  const actor = useActorRef(machine, { inspect: inspectionRelay.inspect });
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

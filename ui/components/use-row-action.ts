import { useActorRef, useSelector } from "@xstate/react";
import { useLayoutEffect, useMemo, useRef } from "react";
import { fromPromise } from "xstate";
import { createRowActionMachine } from "../../machines/lists/row-action.machine";
import { inspectionRelay } from "../../machines/tooling/inspection-relay";

/** What a screen needs of an action on its list's rows: where it stands, its notice, its four events. */
export interface RowActionView<Done> {
  readonly phase: "idle" | "confirming" | "acting";
  /** The row being confirmed or acted on. */
  readonly targetId: number | undefined;
  /** What the last action answered, for its notice; undefined after a failure or a dismissal. */
  readonly done: Done | undefined;
  readonly failureKey: string | undefined;
  /** The failed request's id, for the failure's message (issue #42). */
  readonly requestId: string | undefined;
  readonly act: (id: number) => void;
  readonly confirm: () => void;
  readonly cancel: () => void;
  readonly dismissNotice: () => void;
}

/**
 * An action on a list's rows through the rowAction machine (machines/lists/row-action.machine.ts):
 * `act` does it on the server, `applied` changes the list once it is done (remove or patch the row,
 * useKeysetList). Both are read when they run, so inline functions are fine.
 */
export function useRowAction<Done>(
  act: (id: number) => Promise<Done>,
  applied: (id: number, done: Done) => void,
  options: { readonly confirmFirst?: boolean } = {},
): RowActionView<Done> {
  const latest = useRef({ act, applied });
  // Read when the actor runs the action or applies it, never during render.
  useLayoutEffect(() => {
    latest.current = { act, applied };
  });
  const machine = useMemo(
    () =>
      // oxlint-disable-next-line react/refs -- the actions object holds `applied`, which reads the ref when run
      createRowActionMachine<Done>().provide({
        actors: {
          // oxlint-disable-next-line react/refs -- read when the action runs, never during render
          act: fromPromise(({ input }) => latest.current.act(input.id)),
        },
        actions: {
          // oxlint-disable-next-line react/refs -- read when the action is applied, never during render
          applied: (_, params) => latest.current.applied(params.id, params.done),
        },
      }),
    [],
  );
  const actor = useActorRef(machine, {
    input: { confirmFirst: options.confirmFirst === true },
    inspect: inspectionRelay.inspect,
  });
  const phase = useSelector(actor, (s) =>
    s.matches("confirming") ? "confirming" : s.matches("acting") ? "acting" : "idle",
  );
  const targetId = useSelector(actor, (s) => s.context.targetId);
  const done = useSelector(actor, (s) => s.context.done);
  const failureKey = useSelector(actor, (s) => s.context.failureKey);
  const requestId = useSelector(actor, (s) => s.context.failureRequestId);
  return {
    phase,
    targetId,
    done,
    failureKey,
    requestId,
    act: (id) => actor.send({ type: "user.act", id }),
    confirm: () => actor.send({ type: "user.confirm" }),
    cancel: () => actor.send({ type: "user.cancel" }),
    dismissNotice: () => actor.send({ type: "user.dismissNotice" }),
  };
}

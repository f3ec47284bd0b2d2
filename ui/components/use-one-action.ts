import { useActorRef, useSelector } from "@xstate/react";
import { useMemo } from "react";
import { fromPromise } from "xstate";
import { accountActionMachine } from "../../machines/account/account-action.machine";
import { inspectionRelay } from "../../machines/tooling/inspection-relay";

/**
 * One action with an optional confirmation (sign out elsewhere, give up access, confirm an audit)
 * through the accountAction machine (machines/account/account-action.machine.ts), for a view to drive.
 */
export function useOneAction(run: (payload: unknown) => Promise<unknown>, confirm: boolean) {
  const machine = useMemo(
    () => accountActionMachine.provide({ actors: { run: fromPromise(({ input }) => run(input)) } }),
    [run],
  );
  const actor = useActorRef(machine, { input: { confirm }, inspect: inspectionRelay.inspect });
  const snapshot = useSelector(actor, (s) => s);
  return {
    phase: snapshot.matches("confirming")
      ? ("confirming" as const)
      : snapshot.matches("running")
        ? ("running" as const)
        : ("idle" as const),
    outcome: snapshot.context.outcome,
    send: actor.send,
  };
}

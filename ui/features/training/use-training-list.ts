import { useActorRef, useSelector } from "@xstate/react";
import { useMemo } from "react";
import { fromPromise } from "xstate";
import {
  createTrainingListMachine,
  type TrainingListEvent,
  type TrainingListPage,
} from "../../../machines/training/training-list.machine";
import { inspectionRelay } from "../../../machines/tooling/inspection-relay";

export type ListPhase = "loading" | "failed" | "ready" | "loadingMore";

export interface TrainingListView<Row> {
  readonly phase: ListPhase;
  readonly items: readonly Row[];
  readonly hasMore: boolean;
  readonly failed: "none" | "first" | "more";
  readonly failureKey: string | undefined;
  /** The failed request's id, for the failure's message (issue #42). */
  readonly requestId: string | undefined;
  readonly send: (event: TrainingListEvent) => void;
}

/** A list of the training screens with its machine; `load` gives a page for a cursor. */
export function useTrainingList<Row>(
  load: (cursor: string | null) => Promise<TrainingListPage<Row>>,
): TrainingListView<Row> {
  const machine = useMemo(
    () =>
      createTrainingListMachine<Row>().provide({
        actors: { loadPage: fromPromise(({ input }) => load(input.cursor)) },
      }),
    [load],
  );
  const actor = useActorRef(machine, { inspect: inspectionRelay.inspect });
  const phase = useSelector(actor, (s) => s.value as ListPhase);
  const context = useSelector(actor, (s) => s.context);
  return {
    phase,
    items: context.items,
    hasMore: context.cursor !== null,
    failed: context.failed,
    failureKey: context.failureKey,
    requestId: context.failureRequestId,
    send: actor.send,
  };
}

/** A list that has no pages: the whole answer as one last page. */
export const onePage = <Row>(rows: readonly Row[]): TrainingListPage<Row> => ({
  items: rows,
  next_cursor: null,
});

import { useActorRef, useSelector } from "@xstate/react";
import { useMemo } from "react";
import { fromPromise } from "xstate";
import {
  createInformationListMachine,
  type InformationListPage,
} from "../../../machines/information/information-list.machine";
import { inspectionRelay } from "../../../machines/tooling/inspection-relay";

export interface ListView<Row> {
  readonly phase: "loading" | "failed" | "ready" | "loadingMore";
  readonly rows: readonly Row[];
  readonly hasMore: boolean;
  readonly moreFailed: boolean;
  readonly failureKey: string | undefined;
  readonly loadMore: () => void;
  readonly retry: () => void;
}

/** A keyset list through the informationList machine; the caller keys the component to start over. */
export function useInformationList<Row>(
  loadPage: (cursor: string | null) => Promise<InformationListPage<Row>>,
): ListView<Row> {
  const machine = useMemo(
    () =>
      createInformationListMachine<Row>().provide({
        actors: { loadPage: fromPromise(({ input }) => loadPage(input.cursor)) },
      }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- one list per mount, by design
    [],
  );
  const actor = useActorRef(machine, { inspect: inspectionRelay.inspect });
  const phase = useSelector(actor, (s) =>
    s.matches("loading")
      ? "loading"
      : s.matches("failed")
        ? "failed"
        : s.matches("loadingMore")
          ? "loadingMore"
          : "ready",
  );
  const rows = useSelector(actor, (s) => s.context.rows);
  const hasMore = useSelector(actor, (s) => s.context.nextCursor !== null);
  const moreFailed = useSelector(actor, (s) => s.context.moreFailed);
  const failureKey = useSelector(actor, (s) => s.context.failureKey);
  return {
    phase,
    rows,
    hasMore,
    moreFailed,
    failureKey,
    loadMore: () => actor.send({ type: "user.loadMore" }),
    retry: () => actor.send({ type: "user.retry" }),
  };
}

import { useActorRef, useSelector } from "@xstate/react";
import { useLayoutEffect, useMemo, useRef } from "react";
import { fromPromise } from "xstate";
import { createKeysetListMachine, type KeysetListPage } from "../../machines/lists/keyset-list.machine";
import { inspectionRelay } from "../../machines/tooling/inspection-relay";
import { useRestartOn } from "./use-restart-on";

/** What a screen needs of one keyset list: its phase, its rows and the person's three actions. */
export interface KeysetListView<Row> {
  readonly phase: "loading" | "failed" | "ready" | "loadingMore";
  readonly rows: readonly Row[];
  readonly hasMore: boolean;
  readonly moreFailed: boolean;
  readonly failureKey: string | undefined;
  /** The failed request's id, for the failure's message (issue #42). */
  readonly requestId: string | undefined;
  readonly loadMore: () => void;
  readonly retry: () => void;
  readonly reload: () => void;
}

/**
 * A keyset list through the keysetList machine (machines/lists/keyset-list.machine.ts), the one list
 * machine of every screen. The list starts over from its first page when a value of `restartOn`
 * changes (a screen passes its memoised loader, or the id it lists for: `screen.restart`); with
 * none, one list per mount, and the caller keys the component (by store, by filter) to start over.
 * Pages are always asked of the latest `loadPage`, so an inline loader is fine.
 */
export function useKeysetList<Row>(
  loadPage: (cursor: string | null) => Promise<KeysetListPage<Row>>,
  restartOn: readonly unknown[] = [],
): KeysetListView<Row> {
  const latest = useRef(loadPage);
  // The actor's loader reads the latest one when it runs (after this effect), never during render.
  useLayoutEffect(() => {
    latest.current = loadPage;
  });
  const machine = useMemo(
    () =>
      createKeysetListMachine<Row>().provide({
        actors: {
          // oxlint-disable-next-line react/refs -- read when the actor runs a read, never during render
          loadPage: fromPromise(({ input }) => latest.current(input.cursor)),
        },
      }),
    [],
  );
  const actor = useActorRef(machine, { inspect: inspectionRelay.inspect });
  useRestartOn(actor, restartOn);
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
  const moreFailed = useSelector(actor, (s) => s.context.failed === "more");
  const failureKey = useSelector(actor, (s) => s.context.failureKey);
  const requestId = useSelector(actor, (s) => s.context.failureRequestId);
  return {
    phase,
    rows,
    hasMore,
    moreFailed,
    failureKey,
    requestId,
    loadMore: () => actor.send({ type: "user.loadMore" }),
    retry: () => actor.send({ type: "user.retry" }),
    reload: () => actor.send({ type: "user.reload" }),
  };
}

/** A list that has no pages: the whole answer as one last page. */
export const onePage = <Row>(rows: readonly Row[]): KeysetListPage<Row> => ({ rows, nextCursor: null });

/** A page as the API sends it (`items`, `next_cursor`) as the list machine takes it. */
export const keysetPageOf = <Row>(page: {
  readonly items: readonly Row[];
  readonly next_cursor: string | null;
}): KeysetListPage<Row> => ({ rows: page.items, nextCursor: page.next_cursor });

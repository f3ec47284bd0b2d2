import { useActorRef, useSelector } from "@xstate/react";
import { useEffect, useLayoutEffect, useMemo, useRef } from "react";
import { fromPromise } from "xstate";
import {
  createKeysetListMachine,
  type KeysetListPage,
  type KeysetPageRequest,
} from "../../machines/lists/keyset-list.machine";
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
  /** A row acted on leaves the list (row-action.machine.ts). */
  readonly removeRow: (index: number) => void;
  /** A row acted on shows its new state: the fields that changed. */
  readonly patchRow: (index: number, patch: Partial<Row>) => void;
}

/**
 * What a list shows, when the screen says it (a store, a tab, filters): the machine keeps it and
 * gives it to every page read. A change (field by field) starts the list over; `fresh` says which
 * changes must skip caches (another store), the rest may be answered from one (a tab switched to).
 */
export interface ListQuery<Query> {
  readonly value: Query;
  readonly fresh?: (before: Query, after: Query) => boolean;
}

const sameQuery = (a: unknown, b: unknown): boolean =>
  Object.is(a, b) ||
  (typeof a === "object" &&
    typeof b === "object" &&
    a !== null &&
    b !== null &&
    Object.keys(a).length === Object.keys(b).length &&
    Object.entries(a).every(([key, value]) => Object.is(value, (b as Record<string, unknown>)[key])));

/**
 * A keyset list through the keysetList machine (machines/lists/keyset-list.machine.ts), the one list
 * machine of every screen. The list starts over from its first page when its query changes, or when
 * a value of `restartOn` does (a screen passes its memoised loader, or the id it lists for:
 * `screen.restart`); with neither, one list per mount. Pages are always asked of the latest
 * `loadPage`, so an inline loader is fine; it gets the page's whole request (query, cache or not).
 */
export function useKeysetList<Row, Query = undefined>(
  loadPage: (cursor: string | null, request: KeysetPageRequest<Query>) => Promise<KeysetListPage<Row>>,
  restartOn: readonly unknown[] = [],
  query?: ListQuery<Query>,
): KeysetListView<Row> {
  const latest = useRef(loadPage);
  // The actor's loader reads the latest one when it runs (after this effect), never during render.
  useLayoutEffect(() => {
    latest.current = loadPage;
  });
  const machine = useMemo(
    () =>
      createKeysetListMachine<Row, Query>().provide({
        actors: {
          // oxlint-disable-next-line react/refs -- read when the actor runs a read, never during render
          loadPage: fromPromise(({ input }) => latest.current(input.cursor, input)),
        },
      }),
    [],
  );
  const actor = useActorRef(machine, {
    input: { query: query?.value as Query },
    inspect: inspectionRelay.inspect,
  });
  useRestartOn(actor, restartOn);
  const shownQuery = useRef(query?.value);
  useEffect(() => {
    if (query === undefined || sameQuery(shownQuery.current, query.value)) return;
    const before = shownQuery.current as Query;
    shownQuery.current = query.value;
    actor.send({
      type: "screen.query",
      query: query.value,
      fresh: query.fresh?.(before, query.value) ?? false,
    });
  });
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
    removeRow: (index) => actor.send({ type: "screen.removeRow", index }),
    patchRow: (index, patch) => actor.send({ type: "screen.patchRow", index, patch }),
  };
}

/** A list that has no pages: the whole answer as one last page. */
export const onePage = <Row>(rows: readonly Row[]): KeysetListPage<Row> => ({ rows, nextCursor: null });

/** A page as the API sends it (`items`, `next_cursor`) as the list machine takes it. */
export const keysetPageOf = <Row>(page: {
  readonly items: readonly Row[];
  readonly next_cursor: string | null;
}): KeysetListPage<Row> => ({ rows: page.items, nextCursor: page.next_cursor });

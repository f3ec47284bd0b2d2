import type { CommercePage, PageRequest } from "../../../machines/commerce/commerce-ports";
import { keysetPageOf, useKeysetList, type KeysetListView } from "../../components/use-keyset-list";

/**
 * One of a store's document lists (orders, invoices, transactions) through the one list machine: its
 * query is the store and whatever else the screen shows (a tab). Another store skips the 4-minute
 * cache (spec 4, "Changing store"); a tab switched to may be answered from it; "refresh", "try again"
 * and "more" go to the server (machines/lists/keyset-list.machine.ts).
 */
export function useStoreDocumentList<Row, Query extends { readonly storeId: number }>(
  read: (request: PageRequest & Query) => Promise<CommercePage<Row>>,
  query: Query,
): KeysetListView<Row> {
  return useKeysetList<Row, Query>(
    async (_cursor, request) =>
      keysetPageOf(await read({ ...request.query, cursor: request.cursor, fresh: request.fresh })),
    [],
    { value: query, fresh: anotherStore },
  );
}

const anotherStore = (before: { readonly storeId: number }, after: { readonly storeId: number }): boolean =>
  before.storeId !== after.storeId;

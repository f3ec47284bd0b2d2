import { useActorRef, useSelector } from "@xstate/react";
import { useMemo } from "react";
import { fromPromise } from "xstate";
import {
  stockCountMachine,
  type CountEntries,
  type StockCountDraft,
} from "../../../machines/store-operations/stock-count.machine";
import { inspectionRelay } from "../../../machines/tooling/inspection-relay";
import { idempotencyKeyFrom } from "../../../machines/shared/submit-once";
import { StockCountView } from "./stock-count-view";
import { useStoreOperations } from "./use-store-operations";

const isDraft = (value: unknown): value is StockCountDraft => {
  if (typeof value !== "object" || value === null) return false;
  const { entries, idempotencyKey } = value as Record<string, unknown>;
  return (
    typeof entries === "object" &&
    entries !== null &&
    Object.values(entries).every((text) => typeof text === "string") &&
    (idempotencyKey === null || typeof idempotencyKey === "string")
  );
};

/**
 * The stock count of one store for one person: its machine, wired to the port. The caller keys it by
 * store, so a change of store starts a new count (spec 4); the draft is kept per person and store.
 */
export function StockCount({ storeId, userId }: { readonly storeId: number; readonly userId: number }) {
  const port = useStoreOperations();
  const draftName = `store-operations.stock-count.${userId}.${storeId}`;
  const machine = useMemo(
    () =>
      stockCountMachine.provide({
        actors: {
          loadSheet: fromPromise(() => port.stockSheet(storeId)),
          createIdempotencyKey: idempotencyKeyFrom(port.newKey),
          sendCount: fromPromise(({ input }) => port.sendStockCount(storeId, input)),
        },
        actions: {
          keepDraft: (_, params) => port.drafts.write(draftName, params.draft),
          clearDraft: () => port.drafts.clear(draftName),
        },
      }),
    [port, storeId, draftName],
  );
  const stored = port.drafts.read(draftName);
  const actor = useActorRef(machine, {
    input: isDraft(stored) ? stored : { entries: {} as CountEntries, idempotencyKey: null },
    inspect: inspectionRelay.inspect,
  });
  const snapshot = useSelector(actor, (s) => s);
  const { context } = snapshot;
  return (
    <StockCountView
      phase={
        snapshot.matches("loading")
          ? "loading"
          : snapshot.matches("loadFailed")
            ? "failed"
            : snapshot.matches("editing")
              ? "editing"
              : "sending"
      }
      menu={context.menu}
      history={context.history}
      entries={context.entries}
      errors={context.showErrors ? context.errors : {}}
      failureKey={context.failureKey}
      requestId={context.failureRequestId}
      sent={context.sent}
      send={actor.send}
    />
  );
}

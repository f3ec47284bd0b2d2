import type { SnapshotFrom } from "xstate";
import type { commerceListMachine } from "../../../machines/commerce/commerce-list.machine";
import type { DocumentListState } from "./document-list";

/** What a commerce list's view shows of its machine. */
export function listState(snapshot: SnapshotFrom<typeof commerceListMachine>): DocumentListState {
  const phase = snapshot.matches("loading")
    ? "loading"
    : snapshot.matches("failed")
      ? "failed"
      : snapshot.matches("loadingMore")
        ? "loadingMore"
        : "ready";
  return {
    phase,
    hasMore: snapshot.context.nextCursor !== null,
    failureKey: snapshot.context.failureKey,
    requestId: snapshot.context.failureRequestId,
  };
}

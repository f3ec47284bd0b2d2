import { useSessionView } from "../../platform/session-view";

/** What the ticket screens read from the session: the selected store and the user (for drafts). */
export interface TicketSession {
  readonly storeId: number | undefined;
  readonly userId: number | undefined;
  /** The explicit every-store grant (user/me `all_stores`): head office's queue of every store. */
  readonly everyStore: boolean;
}

export function useTicketSession(): TicketSession {
  const { state } = useSessionView();
  if (state.status !== "signedIn") return { storeId: undefined, userId: undefined, everyStore: false };
  return {
    storeId: state.shell.selectedStoreId,
    userId: state.shell.user.id,
    everyStore: state.everyStore === true,
  };
}

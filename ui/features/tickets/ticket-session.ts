import { useSessionView } from "../../app/screen-bindings";

/** What the ticket screens read from the session: the selected store and the user (for drafts). */
export interface TicketSession {
  readonly storeId: number | undefined;
  readonly userId: number | undefined;
}

export function useTicketSession(): TicketSession {
  const { state } = useSessionView();
  if (state.status !== "signedIn") return { storeId: undefined, userId: undefined };
  return { storeId: state.shell.selectedStoreId, userId: state.shell.user.id };
}

import { useBindings } from "../../app/screen-bindings";

/** What the ticket screens read from the session: the selected store and the user (for drafts). */
export interface TicketSession {
  readonly storeId: number | undefined;
  readonly userId: number | undefined;
}

export function useTicketSession(): TicketSession {
  // oxlint-disable-next-line react/hooks -- the bindings object is created once by the composition root, so this is the same hook on every render.
  const { state } = useBindings().useSession();
  if (state.status !== "signedIn") return { storeId: undefined, userId: undefined };
  return { storeId: state.shell.selectedStoreId, userId: state.shell.user.id };
}

import { useSessionView } from "../../platform/session-view";

/** What the information screens read from the session: the selected store and its version. */
export interface InformationSession {
  readonly storeId: number | undefined;
  /** Grows at each change of store: the screens that show store data read it again. */
  readonly storeVersion: number;
}

export function useInformationSession(): InformationSession {
  const { state } = useSessionView();
  if (state.status !== "signedIn") return { storeId: undefined, storeVersion: 0 };
  return { storeId: state.shell.selectedStoreId, storeVersion: state.storeVersion };
}

import { useSessionView } from "../../platform/session-view";
import type { ProfileData } from "../../platform/session-view";

/** What the account screens read from the session: who, their profile, and the store version. */
export interface AccountSession {
  readonly userId: number | undefined;
  readonly profile: ProfileData | undefined;
  /** Grows at each change of store: the lists load again (spec 4, "Changing store"). */
  readonly storeVersion: number;
}

export function useAccountSession(): AccountSession {
  const { state } = useSessionView();
  if (state.status !== "signedIn") return { userId: undefined, profile: undefined, storeVersion: 0 };
  return { userId: state.shell.user.id, profile: state.profile, storeVersion: state.storeVersion };
}

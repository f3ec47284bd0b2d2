import type { Role } from "../../../core/permissions/role";
import { useSessionView } from "../../platform/session-view";

/** What the evaluations screens read from the session. */
export interface EvaluationsSession {
  readonly role: Role | undefined;
  readonly userId: number;
  readonly userType: number;
  readonly storeId: number | undefined;
  /** Grows at each change of store: the screens load again (spec 4, "Changing store"). */
  readonly storeVersion: number;
}

export function useEvaluationsSession(): EvaluationsSession {
  const { state } = useSessionView();
  if (state.status !== "signedIn")
    return { role: undefined, userId: 0, userType: 0, storeId: undefined, storeVersion: 0 };
  return {
    role: state.permission.role,
    userId: state.shell.user.id,
    userType: state.permission.user.type,
    storeId: state.shell.selectedStoreId,
    storeVersion: state.storeVersion,
  };
}

import type { AccountPorts } from "../../machines/account/account-ports";
import { createAccountApi, type AccountApiDeps } from "./account-api";
import { createProfileDraftStore } from "./profile-draft-store";

/** The account screens' ports in one call, so the composition root can load them on first use. */
export function createAccountAdapter(
  deps: AccountApiDeps & {
    readonly host: string;
    readonly storage: Pick<Storage, "getItem" | "setItem" | "removeItem">;
  },
): AccountPorts {
  return { api: createAccountApi(deps), drafts: createProfileDraftStore(deps.storage), host: deps.host };
}

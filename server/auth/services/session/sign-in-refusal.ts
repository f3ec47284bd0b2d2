import type { MessageKey } from "../../../../core/i18n/catalogue";
import type { users } from "../../../db/schema/users";

type AccountStatus = (typeof users.$inferSelect)["status"];

/** Why an account whose password was right may not sign in; null when it may. */
export type SignInRefusal = { readonly status: 403 | 422; readonly key: MessageKey } | null;

const REFUSALS: Readonly<Record<AccountStatus, SignInRefusal>> = {
  active: null,
  // Self-registered, waiting for a franchisee, store manager or head office (docs/decisions.md).
  pending: { status: 403, key: "b2b_account_pending_approval" },
  rejected: { status: 403, key: "b2b_account_rejected" },
  // A disabled account answers like a wrong password, as before: it tells nobody it exists.
  disabled: { status: 422, key: "b2b_wrong_username_password" },
};

export const signInRefusal = (status: AccountStatus): SignInRefusal => REFUSALS[status];

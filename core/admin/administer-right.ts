/**
 * The right to administer (issue 35): the head-office console's one rule. It is the account's own
 * explicit grant (`users.administers`), read as it is: never inferred from the role, the company,
 * the every-store view or a store, and held only while the account is active.
 */
export interface AdministerRightHolder {
  readonly administers: boolean;
  readonly status: string;
}

export const mayAdminister = (user: AdministerRightHolder): boolean =>
  user.administers && user.status === "active";

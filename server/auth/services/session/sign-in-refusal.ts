import type { MessageKey } from "../../../../core/i18n/catalogue";
import { registrationNextSteps } from "../../../../core/auth/registration-next-steps";
import type { users } from "../../../db/schema/users";

type AccountStatus = (typeof users.$inferSelect)["status"];

/** Why an account whose password was right may not sign in; null when it may. */
export type SignInRefusal = { readonly status: 403 | 422; readonly key: MessageKey } | null;

/**
 * Self-registered accounts wait for a franchisee, store manager or head office (docs/decisions.md);
 * a trainee's only for head office, so a trainee is told to wait for (or contact) head office.
 */
export function signInRefusal(status: AccountStatus, trainee: boolean): SignInRefusal {
  const texts = registrationNextSteps(trainee);
  switch (status) {
    case "active":
      return null;
    case "pending":
      return { status: 403, key: texts.pending };
    case "rejected":
      return { status: 403, key: texts.rejected };
    // A disabled account answers like a wrong password, as before: it tells nobody it exists; an
    // invited one has no password yet, so no password is right for it anyway.
    case "disabled":
    case "invited":
      return { status: 422, key: "b2b_wrong_username_password" };
  }
}

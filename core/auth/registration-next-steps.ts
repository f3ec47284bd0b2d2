/**
 * What a self-registered person is told about approval, per kind of account (issue 33): a trainee's
 * account is approved by head office only (docs/decisions.md, "Approval"), a staff account by the
 * manager or franchisee of the chosen store. Telling a trainee "your store's manager" sent them to
 * someone who cannot approve them.
 */
export const REGISTRATION_NEXT_STEPS = {
  staff: {
    /** The register screen's thank-you, under "Thank you for registering!". */
    thankYou: "ui_register_thank_you_next",
    /** The answer of auth/activate, shown on the sign-in page. */
    activated: "b2b_account_activated",
    /** auth/login's refusals while the account waits, and after it was turned down. */
    pending: "b2b_account_pending_approval",
    rejected: "b2b_account_rejected",
  },
  trainee: {
    thankYou: "ui_register_thank_you_next_trainee",
    activated: "b2b_account_activated_trainee",
    pending: "b2b_account_pending_approval_trainee",
    rejected: "b2b_account_rejected_trainee",
  },
} as const;

export type RegistrationNextSteps = (typeof REGISTRATION_NEXT_STEPS)[keyof typeof REGISTRATION_NEXT_STEPS];

export const registrationNextSteps = (trainee: boolean): RegistrationNextSteps =>
  trainee ? REGISTRATION_NEXT_STEPS.trainee : REGISTRATION_NEXT_STEPS.staff;

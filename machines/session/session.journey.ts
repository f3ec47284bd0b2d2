import type { JourneyMeta } from "../tooling/journey-meta";

/*
 * Signing in and out. Restoring and loading the translations belong to the sign-in page; the
 * company sign-in is a second road beside the password check, both leading to loading the account.
 */
export const sessionJourney: JourneyMeta = {
  steps: [
    {
      label: "journey_session_signin_page",
      screen: "journey_screen_login",
      states: ["restoring", "anonymous"],
    },
    { label: "journey_session_checking", screen: "journey_screen_login", states: ["signingIn.password"] },
    {
      label: "journey_session_corporate",
      screen: "journey_screen_microsoft",
      states: ["signingIn.corporate"],
    },
    {
      label: "journey_session_loading",
      screen: "journey_screen_loader",
      states: ["loadingUser", "loadingCompanyTranslationsPages"],
    },
    { label: "journey_session_signed_in", screen: "journey_screen_portal", states: ["authenticated"] },
    { label: "journey_session_signing_out", states: ["signingOut"] },
    { label: "journey_session_signed_out", screen: "journey_screen_login", states: ["signedOut"] },
  ],
  events: {
    "always [isCorporateReturn]": "journey_session_back_from_microsoft",
    "always [isRestored]": "journey_session_still_signed_in",
    "user.setLanguage": "journey_change_language",
    "user.submitPassword [loginFormValid]": "journey_session_submit_password",
    "user.submitPassword [else]": { label: "journey_form_errors", failure: true },
    "user.signInCorporate": "journey_session_use_company_account",
    "login succeeded": "journey_session_password_accepted",
    "login failed": "journey_session_password_refused",
    // Resolving means the page did not leave for Microsoft: a failure too.
    "startCorporateSignIn succeeded": { label: "journey_session_corporate_failed", failure: true },
    "startCorporateSignIn failed": "journey_session_corporate_failed",
    "completeCorporateSignIn succeeded [else]": { label: "journey_session_corporate_failed", failure: true },
    "completeCorporateSignIn failed": "journey_session_corporate_failed",
    "loginCorporate succeeded": "journey_session_corporate_accepted",
    "loginCorporate failed": "journey_session_corporate_failed",
    "loadUser failed": "journey_session_account_failed",
    "loadSessionData succeeded": "journey_session_ready",
    "loadSessionData failed": "journey_session_data_failed",
    "user.logout": "journey_session_sign_out",
    "actingAs.switched": "journey_session_acting_switched",
    "logout succeeded": "journey_session_signed_out_done",
    "logout failed": "journey_session_logout_failed",
  },
};

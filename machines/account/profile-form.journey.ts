import type { JourneyMeta } from "../tooling/journey-meta";

/* A person keeping their profile up to date on /settings. */
export const profileFormJourney: JourneyMeta = {
  steps: [
    { label: "journey_profile_viewing", screen: "journey_screen_settings", states: ["viewing"] },
    { label: "journey_profile_editing", screen: "journey_screen_settings", states: ["editing"] },
    { label: "journey_profile_saving", screen: "journey_screen_settings", states: ["saving"] },
  ],
  events: {
    "always [hasRestoredDraft]": "journey_profile_restored",
    "user.edit": "journey_profile_edit",
    "user.change": "journey_profile_change",
    "user.setConsent": "journey_profile_change",
    "user.submit [draftIsValid]": "journey_profile_submit",
    "user.submit": "journey_form_errors",
    "user.cancel": "journey_profile_cancel",
    "save succeeded": "journey_profile_saved",
    "save failed": { label: "journey_profile_failed", failure: true },
  },
};

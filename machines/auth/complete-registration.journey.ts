import type { JourneyMeta } from "../tooling/journey-meta";

/* Finishing a registration from its link: details, SMS code, activation. Resending is part of step 3. */
export const completeRegistrationJourney: JourneyMeta = {
  steps: [
    { label: "journey_creg_check", screen: "journey_screen_creg_form", states: ["loading", "editing"] },
    { label: "journey_creg_code", screen: "journey_screen_creg_form", states: ["sendingCode"] },
    { label: "journey_creg_pin", screen: "journey_screen_creg_pin", states: ["pinEntry"] },
    { label: "journey_creg_activating", screen: "journey_screen_creg_pin", states: ["submitting"] },
    { label: "journey_creg_done", states: ["done"] },
    { label: "journey_creg_leaving", states: ["leaving"] },
  ],
  events: {
    "loadRegisteredData failed": "journey_creg_link_invalid",
    "user.change": "journey_creg_correct",
    "user.sendCode [canSendCode]": "journey_creg_send_code",
    "sendCode succeeded [succeeded]": "journey_creg_code_sent",
    "sendCode succeeded [else]": { label: "journey_creg_code_failed", failure: true },
    "sendCode failed": "journey_creg_code_failed",
    "user.resendCode": "journey_creg_resend",
    "user.changePin": "journey_creg_type_code",
    "user.submit [pinComplete]": "journey_creg_confirm",
    "activate succeeded [succeeded]": "journey_creg_activated",
    "activate succeeded [else]": { label: "journey_creg_code_wrong", failure: true },
    "activate failed": "journey_creg_code_wrong",
  },
};

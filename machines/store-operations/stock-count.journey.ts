import type { JourneyMeta } from "../tooling/journey-meta";

/* Counting the store's stock on a phone and sending the count once. */
export const stockCountJourney: JourneyMeta = {
  steps: [
    { label: "journey_stock_loading", screen: "journey_screen_stock", states: ["loading", "loadFailed"] },
    { label: "journey_stock_counting", screen: "journey_screen_stock", states: ["editing", "checkingLines"] },
    { label: "journey_stock_sending", screen: "journey_screen_stock", states: ["creatingKey", "sending"] },
  ],
  events: {
    "loadSheet succeeded": "journey_records_loaded",
    "loadSheet failed": { label: "journey_records_failed", failure: true },
    "user.retry": "journey_records_retry",
    "user.enter": "journey_stock_enter",
    "user.submit [isValid]": "journey_stock_submit",
    "user.submit": "journey_record_invalid",
    "always [hasLines]": "journey_stock_submit",
    always: { label: "journey_stock_empty", failure: true },
    "always [hasKey]": "journey_stock_submit",
    "createIdempotencyKey succeeded": "journey_stock_submit",
    "createIdempotencyKey failed": { label: "journey_stock_failed", failure: true },
    "sendCount succeeded": "journey_stock_sent",
    "sendCount failed": { label: "journey_stock_failed", failure: true },
  },
};

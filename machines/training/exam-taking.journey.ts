import type { JourneyMeta } from "../tooling/journey-meta";

/* A trainee or member of staff taking an exam: answer, confirm, see the score. */
export const examTakingJourney: JourneyMeta = {
  steps: [
    { label: "journey_exam_loading", screen: "journey_screen_exam", states: ["loading", "loadFailed"] },
    { label: "journey_exam_answering", screen: "journey_screen_exam", states: ["answering"] },
    { label: "journey_exam_confirming", screen: "journey_screen_exam", states: ["confirming"] },
    { label: "journey_exam_submitting", screen: "journey_screen_exam", states: ["submitting"] },
    { label: "journey_exam_done", screen: "journey_screen_exam", states: ["done"] },
  ],
  events: {
    "loadPaper succeeded": "journey_exam_opened",
    "loadPaper failed": { label: "journey_exam_load_failed", failure: true },
    "user.retry": "journey_try_again",
    "user.choose [isQuestion]": "journey_exam_choose",
    "user.submit": "journey_exam_submit",
    "user.confirm": "journey_exam_confirm",
    "user.cancel": "journey_exam_cancel",
    "submitExam succeeded": "journey_exam_scored",
    "submitExam failed": { label: "journey_exam_submit_failed", failure: true },
  },
};

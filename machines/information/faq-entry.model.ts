import type { MachineModel } from "../../tests/machines/model-paths";
import { doneEvent, errorEvent, eventsFromCatalogue } from "../../tests/machines/model-paths";
import { faqEntryMachine } from "./faq-entry.machine";

/* A FAQ entry and its "Was this helpful?" answer. */

export const FAQ_ENTRY_FIXTURE = {
  id: 3,
  category: { gr: "Ταμείο", en: "Till" },
  question: { gr: "Πώς κλείνω το ταμείο;", en: "How do I close the till?" },
  answer: { gr: "<p>Από το μενού.</p>", en: "<p>From the menu.</p>" },
  helpful_yes: 4,
  helpful_no: 1,
  c_stamp: "2026-11-20T09:00:00Z",
};

export const faqEntryModel: MachineModel = {
  machine: faqEntryMachine,
  models: [
    {
      events: eventsFromCatalogue({
        "xstate.done.actor.loadEntry": [doneEvent("loadEntry", FAQ_ENTRY_FIXTURE)],
        "xstate.error.actor.loadEntry": [errorEvent("loadEntry", { _tag: "HttpError", status: 404 })],
        "xstate.done.actor.vote": [doneEvent("vote", { ...FAQ_ENTRY_FIXTURE, helpful_yes: 5 })],
        "xstate.error.actor.vote": [errorEvent("vote", { _tag: "NetworkError" })],
        "user.retry": [{ type: "user.retry" }],
        "user.vote": [{ type: "user.vote", helpful: true }],
      }),
    },
  ],
};

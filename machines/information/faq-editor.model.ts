import type { MachineModel } from "../../tests/machines/model-paths";
import { doneEvent, errorEvent, eventsFromCatalogue } from "../../tests/machines/model-paths";
import { faqEditorMachine } from "./faq-editor.machine";
import { FAQ_ENTRY_FIXTURE } from "./faq-entry.model";

/* Head office's new FAQ entry: an empty form, a complete one, a failed and a good save. */

export const COMPLETE_FAQ_DRAFT = {
  category_gr: "Ταμείο",
  category_en: "Till",
  question_gr: "Πώς κλείνω το ταμείο;",
  question_en: "How do I close the till?",
  answer_gr: "<p>Από το μενού.</p>",
  answer_en: "<p>From the menu.</p>",
};

export const faqEditorModel: MachineModel = {
  machine: faqEditorMachine,
  models: [
    {
      input: { draft: { ...COMPLETE_FAQ_DRAFT, question_en: "" } },
      events: eventsFromCatalogue({
        "user.change": [
          { type: "user.change", field: "question_en", value: "How do I close the till?" },
          { type: "user.change", field: "question_en", value: "" },
        ],
        "user.submit": [{ type: "user.submit" }],
        "user.writeAnother": [{ type: "user.writeAnother" }],
        "xstate.done.actor.saveEntry": [doneEvent("saveEntry", FAQ_ENTRY_FIXTURE)],
        "xstate.error.actor.saveEntry": [
          errorEvent("saveEntry", { _tag: "HttpError", status: 403, messageKey: "b2b_forbidden" }),
        ],
      }),
      project: (snapshot: unknown) => {
        const { context } = snapshot as ReturnType<typeof faqEditorMachine.transition>;
        return [context.errors.length === 0, context.showErrors, context.failureKey !== undefined];
      },
    },
  ],
};

import { templateAuthoringMachine, EMPTY_TEMPLATE_DRAFT } from "./template-authoring.machine";
import type { MachineModel } from "../../tests/machines/model-paths";
import { doneEvent, errorEvent, eventsFromCatalogue } from "../../tests/machines/model-paths";

/* Head office's checklist template: an empty form, a complete one, a failed and a good save. */

export const COMPLETE = {
  title: "Έλεγχος βιτρίνας",
  sections: [
    {
      ...EMPTY_TEMPLATE_DRAFT.sections[0]!,
      title: "Βιτρίνα",
      questions: [{ ...EMPTY_TEMPLATE_DRAFT.sections[0]!.questions[0]!, text: "Καθαρή;" }],
    },
  ],
};

export const templateAuthoringModel: MachineModel = {
  machine: templateAuthoringMachine,
  models: [
    {
      input: {},
      events: eventsFromCatalogue({
        "user.edit": [
          { type: "user.edit", draft: COMPLETE },
          { type: "user.edit", draft: EMPTY_TEMPLATE_DRAFT },
        ],
        "user.submit": [{ type: "user.submit" }],
        "user.writeAnother": [{ type: "user.writeAnother" }],
        "xstate.done.actor.saveTemplate": [doneEvent("saveTemplate", { id: 3 })],
        "xstate.error.actor.saveTemplate": [
          errorEvent("saveTemplate", { _tag: "HttpError", status: 403, messageKey: "b2b_forbidden" }),
        ],
      }),
      project: (snapshot: unknown) => {
        const { context } = snapshot as ReturnType<typeof templateAuthoringMachine.transition>;
        return [context.errors.length === 0, context.showErrors, context.failureKey !== undefined];
      },
    },
  ],
};

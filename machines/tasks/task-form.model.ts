import { Temporal } from "temporal-polyfill";
import type { SnapshotFrom } from "xstate";
import type { TaskFormData } from "./task-form.machine";
import { taskFormMachine } from "./task-form.machine";
import type { MachineModel } from "../../tests/machines/model-paths";
import { doneEvent, errorEvent, eventsFromCatalogue } from "../../tests/machines/model-paths";

/* The new-task form's model, and the data its actor tests use too. */

export const TODAY = Temporal.PlainDate.from("2026-11-24");
export const FORM_DATA: TaskFormData = {
  canAssign: true,
  people: [{ id: 4, name: "Ελένη Δημητρίου" }] as unknown as TaskFormData["people"],
  projects: [],
};
const STAFF_DATA: TaskFormData = { canAssign: false, people: [], projects: [] };
export const NETWORK = { _tag: "NetworkError", messageKey: "b2b_network_error" };
const DRAFT = { title: "Έλεγχος", description: "", deadline_date: "", project_id: "", assignee_id: "4" };

type Snapshot = SnapshotFrom<typeof taskFormMachine>;

const progress = ({ context }: Snapshot) => ({
  title: context.draft.title,
  canAssign: context.data?.canAssign,
  key: context.idempotencyKey !== null,
  showErrors: context.showErrors,
  notice: context.notice?.kind,
});

const events = eventsFromCatalogue({
  "user.open": [{ type: "user.open" }],
  "user.close": [{ type: "user.close" }],
  "user.retry": [{ type: "user.retry" }],
  "user.edit": [
    { type: "user.edit", field: "title", value: "Έλεγχος ψυγείων" },
    { type: "user.edit", field: "title", value: "ab" },
  ],
  "user.submit": [{ type: "user.submit" }],
  "xstate.done.actor.loadFormData": [
    doneEvent("loadFormData", FORM_DATA),
    doneEvent("loadFormData", STAFF_DATA),
  ],
  "xstate.error.actor.loadFormData": [errorEvent("loadFormData", NETWORK)],
  "xstate.done.actor.createIdempotencyKey": [doneEvent("createIdempotencyKey", "key-1")],
  "xstate.error.actor.createIdempotencyKey": [errorEvent("createIdempotencyKey", NETWORK)],
  "xstate.done.actor.saveTask": [doneEvent("saveTask", { taskId: 9 })],
  "xstate.error.actor.saveTask": [errorEvent("saveTask", NETWORK)],
});

export const taskFormModel: MachineModel = {
  machine: taskFormMachine,
  models: [
    // Without a draft: the form starts closed.
    { input: { today: TODAY }, events, project: (snapshot: unknown) => progress(snapshot as Snapshot) },
    // With a draft kept from before a reload: the form opens by itself.
    {
      input: { today: TODAY, draft: DRAFT },
      events,
      project: (snapshot: unknown) => progress(snapshot as Snapshot),
    },
  ],
};

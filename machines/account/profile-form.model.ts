import type { SnapshotFrom } from "xstate";
import type { ProfileDraft } from "../../core/account/profile-details";
import { profileFormMachine } from "./profile-form.machine";
import type { MachineModel } from "../../tests/machines/model-paths";
import { doneEvent, errorEvent, eventsFromCatalogue } from "../../tests/machines/model-paths";

/* The profile form of /settings: opened on the saved profile, or on a draft kept from a reload. */

export const SAVED_PROFILE: ProfileDraft = {
  clothing_size: "M",
  health_certificate_begin_date: "2026-01-15",
  health_certificate_end_date: "2027-01-14",
  dob: "1990-05-01",
  hiring_date: "2018-03-01",
  email: "eleni@example.gr",
  phone: "",
  consent: true,
};

type Snapshot = SnapshotFrom<typeof profileFormMachine>;

const events = eventsFromCatalogue({
  "user.change": [
    { type: "user.change", field: "clothing_size", value: "L" },
    { type: "user.change", field: "clothing_size", value: "XXXXL" },
  ],
  "user.setConsent": [{ type: "user.setConsent", value: false }],
  "xstate.done.actor.save": [doneEvent("save", undefined)],
  "xstate.error.actor.save": [errorEvent("save", { _tag: "NetworkError" })],
});
const project = (snapshot: unknown) => {
  const { context } = snapshot as Snapshot;
  return [context.draft.clothing_size, context.draft.consent, context.showErrors, context.notice?.tone];
};

export const profileFormModel: MachineModel = {
  machine: profileFormMachine,
  models: [
    { input: { saved: SAVED_PROFILE, restored: undefined, today: "2026-11-24" }, events, project },
    {
      input: {
        saved: SAVED_PROFILE,
        restored: { ...SAVED_PROFILE, clothing_size: "XL" },
        today: "2026-11-24",
      },
      events,
      project,
    },
  ],
};

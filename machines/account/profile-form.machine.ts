import { assign, setup } from "xstate";
import {
  profileDraftIsValid,
  type ProfileDraft,
  type ProfileField,
  type ProfileSavedKey,
} from "../../core/account/profile-details";
import { failureMessageKey } from "../api-failure";
import { edgeAction, notProvided } from "../not-provided";
import { profileFormJourney } from "./profile-form.journey";

/** Recorded in traces: bump it when a change makes older traces of this machine meaningless. */
export const PROFILE_FORM_MACHINE_VERSION = "1";

/**
 * The profile of /settings (POST updateUserExtraDetails): shown, then edited with core's rule beside
 * each field, saved once. The draft is written to storage at every change (`persistDraft`), so a
 * failed save or a reload keeps what the person typed; a save or "cancel" forgets it.
 */

export interface ProfileFormInput {
  readonly saved: ProfileDraft;
  /** A draft kept from before a reload: the form opens on it. */
  readonly restored: ProfileDraft | undefined;
  /** The user's today (ISO date), for the age and date rules. */
  readonly today: string;
}

export interface ProfileFormContext {
  readonly saved: ProfileDraft;
  readonly draft: ProfileDraft;
  readonly today: string;
  /** Errors show once the person tried to save (not while they type the first time). */
  readonly showErrors: boolean;
  readonly notice: { readonly tone: "success" | "error"; readonly key: string } | undefined;
}

export type ProfileFormEvent =
  | { readonly type: "user.edit" }
  | { readonly type: "user.change"; readonly field: ProfileField; readonly value: string }
  | { readonly type: "user.setConsent"; readonly value: boolean }
  | { readonly type: "user.submit" }
  | { readonly type: "user.cancel" };

export const profileFormMachine = setup({
  types: {
    context: {} as ProfileFormContext,
    events: {} as ProfileFormEvent,
    input: {} as ProfileFormInput,
  },
  actors: {
    save: notProvided<ProfileSavedKey | undefined, ProfileDraft>("save"),
  },
  actions: {
    persistDraft: edgeAction<{ readonly draft: ProfileDraft }>(),
    clearDraft: edgeAction<void>(),
  },
  guards: {
    hasRestoredDraft: ({ context }) => JSON.stringify(context.draft) !== JSON.stringify(context.saved),
    draftIsValid: ({ context }) => profileDraftIsValid(context.draft, context.today),
  },
}).createMachine({
  id: "profileForm",
  meta: { journey: profileFormJourney },
  version: PROFILE_FORM_MACHINE_VERSION,
  context: ({ input }) => ({
    saved: input.saved,
    draft: input.restored ?? input.saved,
    today: input.today,
    showErrors: false,
    notice: input.restored === undefined ? undefined : { tone: "success", key: "ui_settings_draft_kept" },
  }),
  initial: "viewing",
  states: {
    viewing: {
      always: { guard: "hasRestoredDraft", target: "editing" },
      on: { "user.edit": { target: "editing", actions: assign({ notice: undefined }) } },
    },
    editing: {
      on: {
        "user.change": {
          actions: [
            assign({ draft: ({ context, event }) => ({ ...context.draft, [event.field]: event.value }) }),
            { type: "persistDraft", params: ({ context }) => ({ draft: context.draft }) },
          ],
        },
        "user.setConsent": {
          actions: [
            assign({ draft: ({ context, event }) => ({ ...context.draft, consent: event.value }) }),
            { type: "persistDraft", params: ({ context }) => ({ draft: context.draft }) },
          ],
        },
        "user.submit": [
          { guard: "draftIsValid", target: "saving", actions: assign({ notice: undefined }) },
          { actions: assign({ showErrors: true }) },
        ],
        "user.cancel": {
          target: "viewing",
          actions: [
            assign(({ context }) => ({ draft: context.saved, showErrors: false, notice: undefined })),
            "clearDraft",
          ],
        },
      },
    },
    saving: {
      invoke: {
        id: "save",
        src: "save",
        input: ({ context }) => context.draft,
        onDone: {
          target: "viewing",
          actions: [
            assign(({ context, event }) => ({
              saved: context.draft,
              showErrors: false,
              notice: { tone: "success" as const, key: event.output ?? "b2b_profile_saved" },
            })),
            "clearDraft",
          ],
        },
        onError: {
          target: "editing",
          actions: assign({
            notice: ({ event }) => ({ tone: "error" as const, key: failureMessageKey(event.error) }),
          }),
        },
      },
    },
  },
});

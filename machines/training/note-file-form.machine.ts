import { assign, setup } from "xstate";
import type { Role } from "../../core/permissions/role";
import {
  trainingFileDraftErrors,
  type TrainingFileDraftErrors,
} from "../../core/training/training-file-draft";
import { failureMessageKey, failureOfErrorEvent, failureRequestId, NO_FAILURE } from "../api-failure";
import { edgeAction, notProvided } from "../not-provided";
import { noteFileFormJourney } from "./note-file-form.journey";

/** Recorded in traces: bump it when a change makes older traces of this machine meaningless. */
export const NOTE_FILE_FORM_MACHINE_VERSION = "1";

/**
 * Head office puts a file (PDF or picture) on a training note, for the roles it ticks (none: every
 * role): choose, name, send. Sending uploads the file through the shared upload once (a file that
 * went up keeps its id if the attach then fails, so "send" again does not upload it twice), then
 * attaches it. The rule is core's (trainingFileDraftErrors), shown once a send was tried; the
 * server's refusal keeps what was filled in. A refused upload id (used or swept) is dropped, so the
 * next send uploads the file again.
 */

export interface ChosenNoteFile {
  readonly name: string;
  readonly blob: Blob;
  /** The upload's id once it went up. */
  readonly fileId: number | null;
}

export interface NoteFileFormContext {
  readonly noteId: number;
  readonly title: string;
  readonly roles: readonly Role[];
  readonly file: ChosenNoteFile | null;
  readonly showErrors: boolean;
  readonly errors: TrainingFileDraftErrors;
  readonly failureKey: string | undefined;
  /** The failed request's id, shown so a person can quote it (issue #42); none without an answer. */
  readonly failureRequestId: string | undefined;
  readonly saved: boolean;
}

export type NoteFileFormEvent =
  | { readonly type: "user.setTitle"; readonly title: string }
  | { readonly type: "user.toggleRole"; readonly role: Role }
  | { readonly type: "user.chooseFile"; readonly file: { readonly name: string; readonly blob: Blob } | null }
  | { readonly type: "user.submit" };

const check = (context: Pick<NoteFileFormContext, "title" | "file">) =>
  trainingFileDraftErrors({ title: context.title, hasFile: context.file !== null });

export interface AttachInput {
  readonly noteId: number;
  readonly fileId: number;
  readonly title: string;
  readonly roles: readonly Role[];
}

export const noteFileFormMachine = setup({
  types: {
    context: {} as NoteFileFormContext,
    events: {} as NoteFileFormEvent,
    input: {} as { readonly noteId: number },
  },
  actors: {
    /** POST v2/files: the upload's id. */
    uploadFile: notProvided<number, { readonly name: string; readonly blob: Blob }>("uploadFile"),
    /** POST training/files/attach. */
    attachFile: notProvided<void, AttachInput>("attachFile"),
  },
  guards: {
    isValid: ({ context }) => Object.keys(check(context)).length === 0,
    isUploaded: ({ context }) => context.file?.fileId !== null && context.file?.fileId !== undefined,
  },
  actions: {
    /** Tells the note's file list to load again. */
    announceSaved: edgeAction<void>(),
    refreshErrors: assign(({ context }) => ({ errors: context.showErrors ? check(context) : {} })),
  },
}).createMachine({
  id: "noteFileForm",
  meta: { journey: noteFileFormJourney },
  version: NOTE_FILE_FORM_MACHINE_VERSION,
  context: ({ input }) => ({
    noteId: input.noteId,
    title: "",
    roles: [],
    file: null,
    showErrors: false,
    errors: {},
    ...NO_FAILURE,
    saved: false,
  }),
  initial: "editing",
  states: {
    editing: {
      on: {
        "user.setTitle": {
          actions: [assign({ title: ({ event }) => event.title, saved: false }), "refreshErrors"],
        },
        "user.toggleRole": {
          actions: assign({
            roles: ({ context, event }) =>
              context.roles.includes(event.role)
                ? context.roles.filter((role) => role !== event.role)
                : [...context.roles, event.role],
            saved: false,
          }),
        },
        "user.chooseFile": {
          actions: [
            assign({
              file: ({ event }) => (event.file === null ? null : { ...event.file, fileId: null }),
              saved: false,
            }),
            "refreshErrors",
          ],
        },
        "user.submit": [
          {
            guard: "isValid",
            target: "uploading",
            actions: assign({ ...NO_FAILURE, saved: false }),
          },
          { actions: assign(({ context }) => ({ showErrors: true, errors: check(context) })) },
        ],
      },
    },
    uploading: {
      always: { guard: "isUploaded", target: "attaching" },
      invoke: {
        id: "uploadFile",
        src: "uploadFile",
        input: ({ context }) => ({ name: context.file?.name ?? "", blob: context.file?.blob ?? new Blob() }),
        onDone: {
          target: "attaching",
          actions: assign({
            file: ({ context, event }) =>
              context.file === null ? null : { ...context.file, fileId: event.output },
          }),
        },
        onError: {
          target: "editing",
          actions: assign({
            ...failureOfErrorEvent,
          }),
        },
      },
    },
    attaching: {
      invoke: {
        id: "attachFile",
        src: "attachFile",
        input: ({ context }) => ({
          noteId: context.noteId,
          fileId: context.file?.fileId ?? 0,
          title: context.title.trim(),
          roles: context.roles,
        }),
        onDone: {
          target: "editing",
          actions: [
            assign({ title: "", roles: [], file: null, showErrors: false, errors: {}, saved: true }),
            "announceSaved",
          ],
        },
        onError: {
          target: "editing",
          actions: assign(({ context, event }) => {
            const failureKey = failureMessageKey(event.error);
            // An upload the server will not take again is sent anew next time.
            const dropUpload = failureKey === "b2b_training_file_unusable" && context.file !== null;
            return {
              failureKey,
              failureRequestId: failureRequestId(event.error),
              file: dropUpload ? { ...context.file!, fileId: null } : context.file,
            };
          }),
        },
      },
    },
  },
});

import { assign, setup } from "xstate";
import {
  emptyPostDraft,
  isPostDraftValid,
  validatePostDraft,
  type PostDraft,
} from "../../core/posts/post-draft";
import { edgeAction, notProvided } from "../not-provided";
import { failureMessageKey } from "../api-failure";
import {
  createIdempotencyKeyActor,
  hasKey,
  keptKey,
  keyAfterEdit,
  submissionKey,
  type HoldsIdempotencyKey,
} from "../shared/submit-once";
import { postFormJourney } from "./post-form.journey";

/** Recorded in traces: bump it when a change makes older traces of this machine meaningless. */
export const POST_FORM_MACHINE_VERSION = "2";

/**
 * Head office's publish form (new post or edit): load what the form offers, edit the draft (kept
 * through errors and reloads by the `persistDraft` effect), upload files and a header image one at a
 * time, then save once: while saving, another submit is not heard, and a failed save returns to the
 * form with every field as it was. core's validatePostDraft decides whether the draft may be sent.
 * Publishing is submit-once (machines/shared/submit-once.ts): the key is kept while the same
 * content is sent again, so "publish" after a lost answer never makes a second post.
 */
export interface AttachedFile {
  readonly id: number;
  readonly name: string;
}

export interface PostFormContext extends HoldsIdempotencyKey {
  readonly draft: PostDraft;
  readonly files: readonly AttachedFile[];
  readonly header: AttachedFile | null;
  /** The field errors show once the user tried to publish. */
  readonly showErrors: boolean;
  readonly saveError: string | null;
  readonly uploadError: string | null;
  readonly savedId: number | null;
}

export interface LoadedForm {
  readonly draft: PostDraft;
  readonly files: readonly AttachedFile[];
  readonly header: AttachedFile | null;
}

export interface UploadInput {
  readonly file: Blob & { readonly name?: string };
  readonly kind: "file" | "header";
}

export type PostFormEvent =
  | { readonly type: "user.change"; readonly draft: PostDraft }
  | {
      readonly type: "user.upload";
      readonly file: Blob & { readonly name?: string };
      readonly kind: "file" | "header";
    }
  | { readonly type: "user.removeFile"; readonly id: number }
  | { readonly type: "user.removeHeader" }
  | { readonly type: "user.submit" }
  | { readonly type: "user.retry" };

export const postFormMachine = setup({
  types: {
    context: {} as PostFormContext,
    events: {} as PostFormEvent,
  },
  actors: {
    loadForm: notProvided<LoadedForm>("loadForm"),
    upload: notProvided<AttachedFile & { readonly kind: "file" | "header" }, UploadInput>("upload"),
    createIdempotencyKey: createIdempotencyKeyActor(),
    /** POST (new) or PUT (edit) with the key. */
    save: notProvided<number, { readonly draft: PostDraft; readonly key: string }>("save"),
  },
  actions: {
    persistDraft: edgeAction<{
      readonly draft: PostDraft;
      readonly files: readonly AttachedFile[];
      readonly header: AttachedFile | null;
    }>(),
    clearDraft: edgeAction<undefined>(),
    keepKey: assign(keptKey),
  },
  guards: {
    hasKey,
    isValid: ({ context }) => isPostDraftValid(validatePostDraft(context.draft)),
  },
}).createMachine({
  id: "postForm",
  meta: { journey: postFormJourney },
  version: POST_FORM_MACHINE_VERSION,
  context: {
    draft: emptyPostDraft(),
    files: [],
    header: null,
    showErrors: false,
    saveError: null,
    uploadError: null,
    savedId: null,
    idempotencyKey: null,
  },
  initial: "loading",
  states: {
    loading: {
      invoke: {
        id: "loadForm",
        src: "loadForm",
        onDone: {
          target: "editing",
          actions: assign(({ event }) => ({
            draft: event.output.draft,
            files: event.output.files,
            header: event.output.header,
          })),
        },
        onError: "failed",
      },
    },
    failed: { on: { "user.retry": "loading" } },
    editing: {
      on: {
        "user.change": {
          actions: [
            assign(({ context, event }) => ({
              draft: event.draft,
              saveError: null,
              idempotencyKey: keyAfterEdit(
                context,
                JSON.stringify(event.draft) === JSON.stringify(context.draft),
              ),
            })),
            {
              type: "persistDraft",
              params: ({ context }) => ({
                draft: context.draft,
                files: context.files,
                header: context.header,
              }),
            },
          ],
        },
        "user.upload": { target: "uploading" },
        "user.removeFile": {
          actions: [
            assign(({ context, event }) => {
              const files = context.files.filter((f) => f.id !== event.id);
              return {
                files,
                draft: { ...context.draft, fileIds: files.map((f) => f.id) },
                idempotencyKey: null,
              };
            }),
            {
              type: "persistDraft",
              params: ({ context }) => ({
                draft: context.draft,
                files: context.files,
                header: context.header,
              }),
            },
          ],
        },
        "user.removeHeader": {
          actions: [
            assign(({ context }) => ({
              header: null,
              draft: { ...context.draft, headerImageId: null },
              idempotencyKey: null,
            })),
            {
              type: "persistDraft",
              params: ({ context }) => ({
                draft: context.draft,
                files: context.files,
                header: context.header,
              }),
            },
          ],
        },
        "user.submit": [
          { guard: "isValid", target: "saving", actions: assign({ showErrors: true, saveError: null }) },
          { actions: assign({ showErrors: true }) },
        ],
      },
    },
    uploading: {
      invoke: {
        id: "upload",
        src: "upload",
        input: ({ event }) =>
          event.type === "user.upload"
            ? { file: event.file, kind: event.kind }
            : { file: new Blob(), kind: "file" as const },
        onDone: {
          target: "editing",
          actions: [
            assign(({ context, event }) => {
              const file = { id: event.output.id, name: event.output.name };
              if (event.output.kind === "header")
                return {
                  header: file,
                  draft: { ...context.draft, headerImageId: file.id },
                  uploadError: null,
                  idempotencyKey: null,
                };
              const files = [...context.files, file];
              return {
                files,
                draft: { ...context.draft, fileIds: files.map((f) => f.id) },
                uploadError: null,
                idempotencyKey: null,
              };
            }),
            {
              type: "persistDraft",
              params: ({ context }) => ({
                draft: context.draft,
                files: context.files,
                header: context.header,
              }),
            },
          ],
        },
        onError: {
          target: "editing",
          actions: assign(({ event }) => ({ uploadError: failureMessageKey(event.error) })),
        },
      },
    },
    saving: {
      initial: "creatingKey",
      states: {
        creatingKey: {
          always: { guard: "hasKey", target: "sending" },
          invoke: {
            id: "createIdempotencyKey",
            src: "createIdempotencyKey",
            onDone: {
              target: "sending",
              actions: { type: "keepKey", params: ({ event }) => ({ key: event.output }) },
            },
            onError: {
              target: "#postForm.editing",
              actions: assign({ saveError: "b2b_something_went_wrong" }),
            },
          },
        },
        sending: {
          invoke: {
            id: "save",
            src: "save",
            input: ({ context }) => ({ draft: context.draft, key: submissionKey(context) }),
            onDone: {
              target: "#postForm.saved",
              actions: [
                assign(({ event }) => ({ savedId: event.output, idempotencyKey: null })),
                "clearDraft",
              ],
            },
            // The draft and the key stay: "publish" again is the same request, never a second post.
            onError: {
              target: "#postForm.editing",
              actions: assign(({ event }) => ({ saveError: failureMessageKey(event.error) })),
            },
          },
        },
      },
    },
    saved: { type: "final" },
  },
});

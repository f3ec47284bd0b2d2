import { assign, setup } from "xstate";
import {
  validateLicenseForm,
  validateMaintenanceForm,
  type FieldError,
  RECORD_FILES_MAX,
} from "../../core/store-operations/record-form";
import { failureOfErrorEvent, NO_FAILURE } from "../api-failure";
import { edgeAction, notProvided } from "../not-provided";
import { recordFormJourney } from "./record-form.journey";
import {
  createIdempotencyKeyActor,
  hasKey,
  keptKey,
  keyAfterEdit,
  submissionKey,
} from "../shared/submit-once";

/** Recorded in traces: bump it when a change makes older traces of this machine meaningless. */
export const RECORD_FORM_MACHINE_VERSION = "1";

/**
 * The licence and maintenance forms (/license, /license/{id}, /maintenance, /maintenance/{id}): a
 * new record or a renewal / new service of an existing one, with files. The rules are core's
 * (record-form.ts), shown once the person tries to save. Saving uploads the chosen files first (each
 * once: an uploaded file keeps its id if the save then fails), then sends the record once: while it
 * is on its way another "save" does nothing, and a retry after a lost answer carries the same
 * Idempotency-Key (submit-once), so it cannot save twice. A failure keeps everything typed and says why; every
 * change is handed to `keepDraft`, so a reload brings it back (the route clears it once saved).
 */

export type RecordKind = "license" | "maintenance";
export type FormValues = Readonly<Record<string, string>>;

/** A file chosen in the form: its bytes until uploaded, then the id the server gave it. */
export interface ChosenFile {
  readonly key: string;
  readonly name: string;
  readonly blob: Blob | null;
  readonly fileId: number | null;
}

export interface RecordFormContext {
  readonly kind: RecordKind;
  readonly values: FormValues;
  readonly files: readonly ChosenFile[];
  readonly errors: readonly FieldError<string>[];
  readonly showErrors: boolean;
  readonly failureKey: string | undefined;
  /** The failed request's id, shown so a person can quote it (issue #42); none without an answer. */
  readonly failureRequestId: string | undefined;
  readonly savedId: number | undefined;
  /** The submit-once key (machines/shared/submit-once.ts): kept while the same form is retried. */
  readonly idempotencyKey: string | null;
}

export type RecordFormEvent =
  | { readonly type: "user.change"; readonly field: string; readonly value: string }
  | { readonly type: "user.addFiles"; readonly files: readonly ChosenFile[] }
  | { readonly type: "user.removeFile"; readonly key: string }
  | { readonly type: "user.submit" };

export interface RecordFormInput {
  readonly kind: RecordKind;
  readonly values: FormValues;
}

export interface SaveInput {
  readonly values: FormValues;
  readonly fileIds: readonly number[];
  readonly idempotencyKey: string;
}

const errorsOf = (kind: RecordKind, values: FormValues): readonly FieldError<string>[] =>
  kind === "license"
    ? validateLicenseForm({
        title: values["title"] ?? "",
        startDate: values["startDate"] ?? "",
        expirationDate: values["expirationDate"] ?? "",
        renewalDate: values["renewalDate"] ?? "",
      })
    : validateMaintenanceForm({
        equipment: values["equipment"] ?? "",
        maintenanceDate: values["maintenanceDate"] ?? "",
        nextMaintenanceDate: values["nextMaintenanceDate"] ?? "",
        notes: values["notes"] ?? "",
      });

export const recordFormMachine = setup({
  types: {
    context: {} as RecordFormContext,
    events: {} as RecordFormEvent,
    input: {} as RecordFormInput,
  },
  actors: {
    createIdempotencyKey: createIdempotencyKeyActor(),
    /** POST v2/files for each chosen file not uploaded yet; the files with their ids. */
    uploadFiles: notProvided<readonly ChosenFile[], readonly ChosenFile[]>("uploadFiles"),
    /** POST license/{store} or PUT license/{store}/{id} (maintenance alike); the record's id. */
    save: notProvided<number, SaveInput>("save"),
  },
  actions: {
    /** Keeps what was typed (never the files) so a reload does not lose it. */
    keepDraft: edgeAction<{ readonly values: FormValues }>(),
    keepKey: assign(keptKey),
  },
  guards: {
    hasKey,
    isValid: ({ context }) => context.errors.length === 0,
    hasRoom: ({ context, event }) =>
      event.type === "user.addFiles" && context.files.length + event.files.length <= RECORD_FILES_MAX,
  },
}).createMachine({
  id: "storeRecordForm",
  meta: { journey: recordFormJourney },
  version: RECORD_FORM_MACHINE_VERSION,
  context: ({ input }) => ({
    kind: input.kind,
    values: input.values,
    files: [],
    errors: errorsOf(input.kind, input.values),
    showErrors: false,
    ...NO_FAILURE,
    savedId: undefined,
    idempotencyKey: null,
  }),
  initial: "editing",
  states: {
    editing: {
      on: {
        "user.change": {
          actions: [
            assign(({ context, event }) => {
              const values = { ...context.values, [event.field]: event.value };
              return {
                values,
                errors: errorsOf(context.kind, values),
                ...NO_FAILURE,
                // Other content, another submission: a new key (the same content keeps it).
                idempotencyKey: keyAfterEdit(context, context.values[event.field] === event.value),
              };
            }),
            { type: "keepDraft", params: ({ context }) => ({ values: context.values }) },
          ],
        },
        "user.addFiles": [
          {
            guard: "hasRoom",
            actions: assign(({ context, event }) => ({
              files: [...context.files, ...event.files],
              ...NO_FAILURE,
              idempotencyKey: null,
            })),
          },
          { actions: assign({ failureKey: "ui_ops_too_many_files", failureRequestId: undefined }) },
        ],
        "user.removeFile": {
          actions: assign(({ context, event }) => ({
            files: context.files.filter((f) => f.key !== event.key),
            idempotencyKey: null,
          })),
        },
        "user.submit": [
          {
            guard: "isValid",
            target: "creatingKey",
            actions: assign({ showErrors: false, ...NO_FAILURE }),
          },
          { actions: assign({ showErrors: true }) },
        ],
      },
    },
    creatingKey: {
      always: { guard: "hasKey", target: "uploading" },
      invoke: {
        id: "createIdempotencyKey",
        src: "createIdempotencyKey",
        onDone: {
          target: "uploading",
          actions: { type: "keepKey", params: ({ event }) => ({ key: event.output }) },
        },
        onError: {
          target: "editing",
          actions: assign({
            ...failureOfErrorEvent,
          }),
        },
      },
    },
    uploading: {
      invoke: {
        id: "uploadFiles",
        src: "uploadFiles",
        input: ({ context }) => context.files,
        onDone: { target: "saving", actions: assign({ files: ({ event }) => event.output }) },
        onError: {
          target: "editing",
          actions: assign({
            ...failureOfErrorEvent,
          }),
        },
      },
    },
    saving: {
      invoke: {
        id: "save",
        src: "save",
        input: ({ context }) => ({
          values: context.values,
          fileIds: context.files.flatMap((f) => (f.fileId === null ? [] : [f.fileId])),
          idempotencyKey: submissionKey(context),
        }),
        onDone: { target: "saved", actions: assign({ savedId: ({ event }) => event.output }) },
        onError: {
          target: "editing",
          actions: assign({
            ...failureOfErrorEvent,
          }),
        },
      },
    },
    saved: { type: "final" },
  },
});

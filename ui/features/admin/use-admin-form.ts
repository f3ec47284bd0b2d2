import { useActorRef, useSelector } from "@xstate/react";
import { useLayoutEffect, useMemo, useRef } from "react";
import { fromPromise } from "xstate";
import type { AdminFormKind, AdminFormValues } from "../../../machines/admin/admin-form-rules";
import { adminFormMachine, type AdminFormEvent } from "../../../machines/admin/admin-form.machine";
import type { AdminDrafts } from "../../../machines/admin/admin-ports";
import { idempotencyKeyFrom } from "../../../machines/shared/submit-once";
import { inspectionRelay } from "../../../machines/tooling/inspection-relay";

/** What a console form shows: its values, the errors to show, the failure, and whether it is saving. */
export interface AdminFormView {
  readonly values: AdminFormValues;
  /** Each field's failed keys, shown once the person tried to save. */
  readonly errorsOf: (field: string) => readonly string[];
  readonly failureKey: string | undefined;
  readonly requestId: string | undefined;
  readonly busy: boolean;
  readonly send: (event: AdminFormEvent) => void;
}

/** A draft is what the form wrote: texts only, for the fields the form has. */
function draftOver(start: AdminFormValues, draft: unknown): AdminFormValues {
  if (typeof draft !== "object" || draft === null) return start;
  const kept = Object.entries(draft).filter(
    ([field, value]) => Object.hasOwn(start, field) && typeof value === "string",
  );
  return { ...start, ...Object.fromEntries(kept) };
}

/**
 * A console form through the admin form machine: it starts from the draft kept on this device, if
 * any, over the record's values; each change is kept as the draft; once saved the draft goes and
 * `onSaved` is told with what the server answered.
 */
export function useAdminForm<Saved>({
  kind,
  draftName,
  start,
  drafts,
  newKey,
  save,
  onSaved,
}: {
  readonly kind: AdminFormKind;
  readonly draftName: string;
  readonly start: AdminFormValues;
  readonly drafts: AdminDrafts;
  readonly newKey: () => string;
  readonly save: (values: AdminFormValues, key: string) => Promise<Saved>;
  readonly onSaved: (saved: Saved) => void;
}): AdminFormView {
  const latest = useRef({ save, onSaved, drafts, draftName });
  // Read when the machine saves or keeps a draft, never during render.
  useLayoutEffect(() => {
    latest.current = { save, onSaved, drafts, draftName };
  });
  // One machine per mounted form: the caller keys the form by record, so another record is another form.
  const machine = useMemo(
    () =>
      // oxlint-disable-next-line react/refs -- the actors and actions read the ref when they run
      adminFormMachine.provide({
        actors: {
          createIdempotencyKey: idempotencyKeyFrom(newKey),
          // oxlint-disable-next-line react/refs -- read when the save runs, never during render
          save: fromPromise(async ({ input }) => {
            const now = latest.current;
            const saved = await now.save(input.values, input.idempotencyKey);
            now.drafts.clear(now.draftName);
            now.onSaved(saved);
            return saved;
          }),
        },
        actions: {
          // oxlint-disable-next-line react/refs -- read when a change is kept, never during render
          keepDraft: (_, params) => latest.current.drafts.write(latest.current.draftName, params.values),
        },
      }),
    [newKey],
  );
  const actor = useActorRef(machine, {
    input: { kind, values: draftOver(start, drafts.read(draftName)) },
    inspect: inspectionRelay.inspect,
  });
  const values = useSelector(actor, (s) => s.context.values);
  const errors = useSelector(actor, (s) => (s.context.showErrors ? s.context.errors : undefined));
  const failureKey = useSelector(actor, (s) => s.context.failureKey);
  const requestId = useSelector(actor, (s) => s.context.failureRequestId);
  const busy = useSelector(actor, (s) => s.matches("creatingKey") || s.matches("saving"));
  return {
    values,
    errorsOf: (field) => errors?.[field] ?? [],
    failureKey,
    requestId,
    busy,
    send: actor.send,
  };
}

import { useActorRef, useSelector } from "@xstate/react";
import { useCallback, useEffect, useState } from "react";
import { useLocation } from "wouter";
import { fromCallback, fromPromise } from "xstate";
import type { LocationId } from "../../../core/schemas/ids";
import { DEFAULT_TICKET_LIMITS, type TicketLimits } from "../../../core/tickets/ticket-limits";
import type { ComplaintType, TicketCategory, TicketContact } from "../../../core/tickets/ticket-wire";
import {
  ticketMachine,
  type UploadEvent,
  type UploadFileInput,
} from "../../../machines/tickets/ticket.machine";
import { Button } from "../../components/button";
import { emptyState, emptyTitle } from "../../components/page.css";
import { Loader } from "../../components/loader";
import { useI18n } from "../../i18n/i18n-context";
import { NewOldTicketView } from "./new-old-ticket-view";
import { NoStore } from "./ticket-no-store";
import { NewTicketView, type NewTicketViewEvent } from "./new-ticket-view";
import { oldTicketMachine } from "../../../machines/tickets/old-ticket.machine";
import type { TicketPorts } from "../../../machines/tickets/ticket-ports";
import { useTicketFlash, useTicketPorts } from "./ticket-ports";
import { useTicketSession } from "./ticket-session";
import { inspectionRelay } from "../../../machines/tooling/inspection-relay";
import { idempotencyKeyFrom } from "../../../machines/tickets/submit-once";

interface FormData {
  readonly limits: TicketLimits;
  readonly categories: readonly TicketCategory[];
  readonly contacts: readonly TicketContact[];
}

/** /new_ticket: the v2 form, driven by machines/ticket.machine.ts. */
export function NewTicketRoute() {
  const ports = useTicketPorts();
  const { storeId, userId } = useTicketSession();
  const { t } = useI18n();
  const [attempt, setAttempt] = useState(0);
  const [loaded, setLoaded] = useState<{ readonly key: string; readonly data: FormData | "failed" }>();
  // What was loaded for another store (or before a retry) is not shown.
  const requestKey = `${storeId ?? ""}:${attempt}`;
  const data = loaded?.key === requestKey ? loaded.data : undefined;

  useEffect(() => {
    if (storeId === undefined) return;
    let live = true;
    Promise.all([
      // Without the served limits the defaults apply: the server checks again anyway.
      ports.api.limits().catch(() => DEFAULT_TICKET_LIMITS),
      ports.api.categories(),
      ports.api.contacts(storeId),
    ]).then(
      ([limits, categories, contacts]) =>
        live && setLoaded({ key: requestKey, data: { limits, categories, contacts } }),
      () => live && setLoaded({ key: requestKey, data: "failed" }),
    );
    return () => {
      live = false;
    };
  }, [ports, storeId, requestKey]);

  if (storeId === undefined || userId === undefined) return <NoStore />;
  if (data === undefined) return <Loader />;
  if (data === "failed") {
    return (
      <div className={emptyState} role="alert">
        <p className={emptyTitle}>{t("ui_tickets_form_load_failed")}</p>
        <Button variant="secondary" onClick={() => setAttempt((n) => n + 1)}>
          {t("ui_tickets_retry")}
        </Button>
      </div>
    );
  }
  // One draft per user and store: another store is another form.
  return (
    <NewTicketForm key={`${userId}:${storeId}`} ports={ports} storeId={storeId} userId={userId} data={data} />
  );
}

function NewTicketForm({
  ports,
  storeId,
  userId,
  data,
}: {
  readonly ports: TicketPorts;
  readonly storeId: number;
  readonly userId: number;
  readonly data: FormData;
}) {
  const [, navigate] = useLocation();
  const flash = useTicketFlash();
  const actor = useActorRef(
    ticketMachine.provide({
      actors: {
        restoreDraft: fromPromise(async ({ input }) => ports.drafts.read(userId, input.locationId)),
        createIdempotencyKey: idempotencyKeyFrom(() => ports.newKey()),
        uploadFile: fromCallback<UploadEvent, UploadFileInput>(({ input, sendBack }) => {
          const { localId } = input;
          if (!(input.file instanceof Blob)) {
            sendBack({
              type: "upload.failed",
              localId,
              error: { messageKey: "b2b_ticket_attachment_reattach" },
            });
            return undefined;
          }
          const handle = ports.api.upload(input.file, (loaded, total) =>
            sendBack({ type: "upload.progress", localId, loaded, total }),
          );
          handle.done.then(
            (uploaded) => sendBack({ type: "upload.done", localId, fileId: uploaded.file_id }),
            (error: unknown) => sendBack({ type: "upload.failed", localId, error }),
          );
          return () => handle.abort();
        }),
        saveTicket: fromPromise(({ input }) => ports.api.saveTicket(input.payload, input.idempotencyKey)),
        linkTicket: fromPromise(({ input }) => ports.api.linkTicket(input)),
        sendTicketEmails: fromPromise(({ input }) => ports.api.sendTicketEmails(input)),
      },
      actions: {
        persistDraft: (_, params) => ports.drafts.write(userId, storeId, params.draft),
        clearDraft: () => ports.drafts.clear(userId, storeId),
      },
    }),
    { input: { locationId: storeId as LocationId, limits: data.limits }, inspect: inspectionRelay.inspect },
  );
  const snapshot = useSelector(actor, (s) => s);

  useEffect(() => {
    const subscription = actor.on("ticket.saved", (event) => {
      // Spec 7: the translated success message, then /tickets_old. A mail warning says both.
      flash.leave(
        event.warningKey === null
          ? { key: event.messageKey, tone: "success" }
          : { key: event.warningKey, tone: "warning" },
      );
      navigate(event.navigateTo);
    });
    return () => subscription.unsubscribe();
  }, [actor, flash, navigate]);

  // Complaint types follow the chosen category (only categories that have them are asked).
  const categoryId = snapshot.context.fields.category_id;
  const [complaintTypesOf, setComplaintTypesOf] = useState<{
    readonly categoryId: number;
    readonly types: readonly ComplaintType[];
  }>();
  const complaintTypes = complaintTypesOf?.categoryId === categoryId ? complaintTypesOf.types : [];
  useEffect(() => {
    const category = data.categories.find((c) => c.id === categoryId);
    if (category === undefined || !category.has_complaint_types) return;
    let live = true;
    ports.api.complaintTypes(category.id).then(
      (types) => live && setComplaintTypesOf({ categoryId: category.id, types }),
      () => live && setComplaintTypesOf({ categoryId: category.id, types: [] }),
    );
    return () => {
      live = false;
    };
  }, [ports, data.categories, categoryId]);

  const send = useCallback(
    (event: NewTicketViewEvent) => {
      if (event.type === "user.attachFile") {
        actor.send({
          type: "user.attachFile",
          localId: event.localId ?? ports.newKey(),
          meta: event.meta,
          file: event.file,
        });
      } else actor.send(event);
    },
    [actor, ports],
  );

  const { context } = snapshot;
  const phase = snapshot.matches("restoring")
    ? "restoring"
    : snapshot.matches("draft")
      ? "editing"
      : snapshot.matches("done")
        ? "done"
        : "sending";
  return (
    <NewTicketView
      state={{
        phase,
        fields: context.fields,
        errors: context.errors,
        showErrors: context.showErrors,
        locked: context.locked,
        attachments: context.attachments.map((a) => ({
          localId: a.localId,
          name: a.meta.name,
          size: a.meta.size,
          progress: a.progress,
          uploaded: a.fileId !== null,
          lost: a.fileId === null && a.file === undefined,
        })),
        failureKey: context.failure?.messageKey ?? null,
        canDiscard:
          context.saveResult === null &&
          !context.locked &&
          (context.fields.title !== "" ||
            context.fields.message !== "" ||
            context.fields.category_id !== null ||
            context.fields.contact_id !== null ||
            context.attachments.length > 0),
        limits: context.limits,
        categories: data.categories.map((c) => ({
          id: c.id,
          title: c.title,
          hasComplaintTypes: c.has_complaint_types,
        })),
        contacts: data.contacts.map((c) => ({ id: c.id, title: c.name })),
        complaintTypes: complaintTypes.map((c) => ({ id: c.id, title: c.title })),
      }}
      send={send}
    />
  );
}

/** /new_ticket_old: the older form (title, priority 3/4/5, message). */
export function NewOldTicketRoute() {
  const ports = useTicketPorts();
  const { storeId } = useTicketSession();
  if (storeId === undefined) return <NoStore />;
  return <NewOldTicketForm key={storeId} ports={ports} storeId={storeId} />;
}

function NewOldTicketForm({ ports, storeId }: { readonly ports: TicketPorts; readonly storeId: number }) {
  const [, navigate] = useLocation();
  const flash = useTicketFlash();
  const actor = useActorRef(
    oldTicketMachine.provide({
      actors: {
        createIdempotencyKey: idempotencyKeyFrom(() => ports.newKey()),
        createTicket: fromPromise(({ input }) => ports.api.createOld(input.payload, input.idempotencyKey)),
      },
    }),
    { input: { locationId: storeId as LocationId }, inspect: inspectionRelay.inspect },
  );
  const snapshot = useSelector(actor, (s) => s);
  useEffect(() => {
    const subscription = actor.on("ticket.saved", (event) => {
      flash.leave({ key: event.messageKey, tone: "success" });
      navigate(event.navigateTo);
    });
    return () => subscription.unsubscribe();
  }, [actor, flash, navigate]);
  const { context } = snapshot;
  return (
    <NewOldTicketView
      state={{
        fields: context.fields,
        errors: context.errors,
        showErrors: context.showErrors,
        sending: !snapshot.matches("editing"),
        failureKey: context.failureKey,
      }}
      send={(event) => actor.send(event)}
    />
  );
}

import { useActorRef, useSelector } from "@xstate/react";
import { useEffect, useMemo, useState } from "react";
import { Redirect, useLocation, useParams, useSearch } from "wouter";
import { fromPromise } from "xstate";
import { TICKET_STATUS } from "../../../core/constants/ticket-constants";
import type { FileRelationId, TicketId } from "../../../core/schemas/ids";
import type { TicketOld } from "../../../core/tickets/ticket-old";
import { readPickedId } from "../../../core/tickets/ticket-draft";
import { ticketNumber } from "../../../core/tickets/ticket-number";
import { ticketDetailMachine } from "../../../machines/tickets/ticket-detail.machine";
import { ticketReplyMachine, type TicketForm } from "../../../machines/tickets/ticket-reply.machine";
import type { ServerMessage } from "../../components/status-message";
import { oldPriorityBadge, oldResolvedBadge, v2PriorityBadge, v2StatusBadge } from "./ticket-badges";
import { TicketDetailView, type TicketDetail, type TicketDetailViewEvent } from "./ticket-detail-view";
import { NoStore } from "./ticket-no-store";
import type { TicketPorts, TicketV2Detail } from "../../../machines/tickets/tickets-ports";
import { pickedAttachments } from "./attachment-picker";
import { uploadFileThrough } from "./upload-file-actor";
import { useTicketFlash } from "./ticket-flash";
import { sameFields } from "./same-fields";
import { useTicketSession } from "./ticket-session";
import { inspectionRelay } from "../../../machines/tooling/inspection-relay";
import { idempotencyKeyFrom } from "../../../machines/shared/submit-once";
import { usePorts } from "../../platform/ports";
import { TICKET_PORTS } from "../../../machines/tickets/tickets-ports";

/** /tickets/{id}: a v2 ticket with its conversation, files, status change and reply box. */
export function TicketDetailRoute() {
  return <DetailRoute form="v2" />;
}

/** /tickets_old/{id}: an older-form ticket with its thread and reply box. */
export function OldTicketDetailRoute() {
  return <DetailRoute form="old" />;
}

const LIST_PATH: Record<TicketForm, string> = { v2: "/tickets", old: "/tickets_old" };
/**
 * Spec 8, "Ticket detail load failure: return to /tickets": the same path for both forms (the
 * older form's back link still leads to its own list). docs/decisions.md, "Tickets in the browser".
 */
export const DETAIL_FAILURE_PATH = "/tickets";

function v2Detail(ticket: TicketV2Detail): TicketDetail {
  return {
    id: ticket.id,
    number: ticketNumber("v2", ticket.id),
    title: ticket.title,
    status: v2StatusBadge(ticket.last_status),
    priority: v2PriorityBadge(ticket.priority),
    facts: [
      { labelKey: "ui_tickets_field_category", value: ticket.category },
      ...(ticket.complaint_type === null
        ? []
        : [{ labelKey: "ui_tickets_field_complaint_type", value: ticket.complaint_type }]),
      { labelKey: "ui_tickets_field_contact", value: ticket.contact },
    ],
    created: ticket.c_stamp,
    updated: ticket.m_stamp,
    thread: ticket.comm.map((comm) => ({
      id: comm.id,
      author: comm.from_contact_name,
      message: comm.message,
      created: comm.c_stamp,
      edited: null,
    })),
    attachments: ticket.files_relations.map((file) => ({
      id: file.file_id,
      name: file.name,
      url: file.file_url,
      type: file.file_type,
      relationId: file.file_relation_id,
      deletable: file.can_delete,
    })),
    nextStatus: ticket.last_status === TICKET_STATUS.resolved ? "reopen" : "resolve",
  };
}

function oldDetail(ticket: TicketOld): TicketDetail {
  return {
    id: ticket.id,
    number: ticketNumber("old", ticket.id),
    title: ticket.title,
    status: oldResolvedBadge(ticket.resolved),
    priority: oldPriorityBadge(ticket.priority),
    facts: [],
    created: ticket.c_stamp,
    updated: ticket.m_stamp,
    thread: ticket.thread.map((entry) => ({
      id: entry.id,
      author: entry.from_contact_name,
      message: entry.message,
      created: entry.c_stamp,
      edited: entry.m_stamp,
    })),
    attachments: undefined,
    // The older form has no status call in the contract.
    nextStatus: undefined,
  };
}

function DetailRoute({ form }: { readonly form: TicketForm }) {
  const { id = "" } = useParams<{ id: string }>();
  const ticketId = readPickedId(id);
  const { storeId: selectedStoreId } = useTicketSession();
  // A link from head office's queue names the ticket's store; the server still decides who sees it.
  const linkedStoreId = readPickedId(new URLSearchParams(useSearch()).get("location_id") ?? "");
  const storeId = form === "v2" && linkedStoreId !== null ? linkedStoreId : selectedStoreId;
  const ports = usePorts(TICKET_PORTS);
  if (ticketId === null) return <Redirect to={LIST_PATH[form]} replace />;
  if (form === "v2" && storeId === undefined) return <NoStore />;
  return (
    <TicketDetailScreen
      key={`${storeId ?? ""}:${ticketId}`}
      form={form}
      storeId={storeId ?? 0}
      ticketId={ticketId as TicketId}
      ports={ports}
    />
  );
}

function TicketDetailScreen({
  form,
  storeId,
  ticketId,
  ports,
}: {
  readonly form: TicketForm;
  readonly storeId: number;
  readonly ticketId: TicketId;
  readonly ports: TicketPorts;
}) {
  const [, navigate] = useLocation();
  const flash = useTicketFlash();
  // The message left by the form that saved this ticket (issue 33, item 1): read once, then cleared.
  const [saved] = useState(() => {
    const notice = flash.peek();
    return notice?.ticket?.id === ticketId ? notice : undefined;
  });
  useEffect(() => {
    if (saved !== undefined) flash.clear();
  }, [flash, saved]);
  const detail = useActorRef(
    ticketDetailMachine.provide({
      actors: {
        loadTicket: fromPromise(({ input }) =>
          input.form === "v2"
            ? ports.api
                .detailV2(input.storeId, input.ticketId)
                .then((ticket) => ({ form: "v2" as const, ticket }))
            : ports.api.detailOld(input.ticketId).then((ticket) => ({ form: "old" as const, ticket })),
        ),
        updateStatus: fromPromise(({ input }) =>
          ports.api.updateStatus(input.ticketId, input.status, input.resolution),
        ),
        deleteFile: fromPromise(({ input }) => ports.api.deleteFile(input.ticketId, input.relationId)),
      },
    }),
    { input: { form, storeId, ticketId }, inspect: inspectionRelay.inspect },
  );
  useEffect(() => {
    // Spec 8: a detail that cannot be loaded returns to the list with the failure's message.
    const subscription = detail.on("detail.failed", (event) => {
      flash.leave({ key: event.messageKey, tone: "error" });
      navigate(DETAIL_FAILURE_PATH, { replace: true });
    });
    return () => subscription.unsubscribe();
  }, [detail, flash, navigate]);

  const { userId } = useTicketSession();
  const reply = useActorRef(
    ticketReplyMachine.provide({
      actions: {
        persistDraft: (_, params) => {
          if (userId !== undefined) ports.replyDrafts.write(userId, ticketId, params.draft);
        },
        clearDraft: () => {
          if (userId !== undefined) ports.replyDrafts.clear(userId, ticketId);
        },
      },
      actors: {
        createIdempotencyKey: idempotencyKeyFrom(() => ports.newKey()),
        uploadFile: uploadFileThrough(ports.api),
        sendReply: fromPromise(({ input }) =>
          input.form === "v2"
            ? ports.api.replyV2(input.ticketId, input.message, input.fileIds, input.idempotencyKey)
            : ports.api.replyOld(input.ticketId, input.message, input.idempotencyKey),
        ),
      },
    }),
    {
      // The reply kept from before a reload (issue 20, item 9), per person and ticket.
      input: {
        ticketId,
        form,
        draft: userId === undefined ? undefined : ports.replyDrafts.read(userId, ticketId),
      },
      inspect: inspectionRelay.inspect,
    },
  );
  useEffect(() => {
    // The reply machine tells the detail machine, which shows the message and reloads the thread.
    const subscription = reply.on("reply.sent", (event) => detail.send(event));
    return () => subscription.unsubscribe();
  }, [reply, detail]);

  const answer = useSelector(detail, (s) => s.context.detail);
  const ticket = useMemo(
    () =>
      answer === null ? undefined : answer.form === "v2" ? v2Detail(answer.ticket) : oldDetail(answer.ticket),
    [answer],
  );
  const statusChange = useSelector(
    detail,
    (s) => ({
      busy: s.matches({ ready: "changingStatus" }) || s.matches({ ready: "reloadingAfterStatus" }),
      message: s.context.statusMessage ?? undefined,
    }),
    sameChange,
  );
  const fileChange = useSelector(
    detail,
    (s) => ({
      busy: s.matches({ ready: "removingFile" }) || s.matches({ ready: "reloadingAfterFile" }),
      message: s.context.fileMessage ?? undefined,
    }),
    sameChange,
  );
  const replyMessage = useSelector(detail, (s) => s.context.replyMessage ?? undefined);
  const replyBox = useSelector(
    reply,
    (s) => ({
      text: s.context.text,
      errors: s.context.errors,
      showErrors: s.context.showErrors,
      sending: !s.matches("editing"),
      maxLength: s.context.limits.replyMaxLength,
      failureKey: s.context.failureKey,
      requestId: s.context.failureRequestId,
      attachments: s.context.attachments,
      attachmentErrors: s.context.attachmentErrors,
      limits: s.context.limits,
      form: s.context.form,
    }),
    sameFields,
  );

  const send = (event: TicketDetailViewEvent) => {
    switch (event.type) {
      case "user.type":
        detail.send({ type: "user.type" });
        reply.send(event);
        return;
      case "user.send":
      case "user.removeAttachment":
        reply.send(event);
        return;
      case "user.attachFile":
        reply.send({ ...event, localId: event.localId ?? ports.newKey() });
        return;
      case "user.setStatus":
        detail.send(event);
        return;
      case "user.deleteFile":
        detail.send({ type: "user.deleteFile", relationId: event.relationId as FileRelationId });
        return;
    }
  };

  return (
    <TicketDetailView
      state={{
        phase: ticket === undefined ? "loading" : "ready",
        backHref: LIST_PATH[form],
        ticket,
        saved:
          saved === undefined
            ? undefined
            : { message: { key: saved.key, tone: saved.tone }, followUp: saved.followUp },
        statusChange,
        fileChange,
        reply: {
          text: replyBox.text,
          errors: replyBox.errors,
          showErrors: replyBox.showErrors,
          sending: replyBox.sending,
          maxLength: replyBox.maxLength,
          message: replyBox.failureKey !== null ? { key: replyBox.failureKey, tone: "error" } : replyMessage,
          requestId: replyBox.requestId,
          ...(replyBox.form === "v2"
            ? {
                files: {
                  attachments: pickedAttachments(replyBox.attachments),
                  errorKeys: replyBox.attachmentErrors,
                  limits: replyBox.limits,
                },
              }
            : {}),
        },
      }}
      send={send}
    />
  );
}

interface Change {
  readonly busy: boolean;
  readonly message: ServerMessage | undefined;
}

const sameChange = (a: Change, b: Change) => a.busy === b.busy && a.message === b.message;

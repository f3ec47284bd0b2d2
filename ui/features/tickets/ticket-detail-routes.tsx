import { useActorRef, useSelector } from "@xstate/react";
import { useCallback, useEffect, useRef, useState } from "react";
import { Redirect, useLocation, useParams } from "wouter";
import { fromPromise } from "xstate";
import { TICKET_STATUS } from "../../../core/constants/ticket-constants";
import type { FileRelationId, TicketId } from "../../../core/schemas/ids";
import type { TicketOld } from "../../../core/schemas/ticket-old";
import { readPickedId } from "../../../core/tickets/ticket-draft";
import { failureMessageKey } from "../../../machines/api-failure";
import { ticketReplyMachine, type TicketForm } from "../../../machines/tickets/ticket-reply.machine";
import type { ServerMessage } from "../../components/status-message";
import { oldPriorityBadge, oldResolvedBadge, v2PriorityBadge, v2StatusBadge } from "./ticket-badges";
import { TicketDetailView, type TicketDetail, type TicketDetailViewEvent } from "./ticket-detail-view";
import { NoStore } from "./ticket-no-store";
import type { TicketPorts, TicketV2Detail } from "../../../machines/tickets/ticket-ports";
import { useTicketFlash, useTicketPorts } from "./ticket-ports";
import { useTicketSession } from "./ticket-session";
import { inspectionRelay } from "../../../machines/tooling/inspection-relay";
import { idempotencyKeyFrom } from "../../../machines/tickets/submit-once";

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
  const { storeId } = useTicketSession();
  const ports = useTicketPorts();
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
  const [ticket, setTicket] = useState<TicketDetail | undefined>(undefined);
  const [statusChange, setStatusChange] = useState<{
    readonly busy: boolean;
    readonly message: ServerMessage | undefined;
  }>({ busy: false, message: undefined });
  const [fileChange, setFileChange] = useState<{
    readonly busy: boolean;
    readonly message: ServerMessage | undefined;
  }>({ busy: false, message: undefined });
  const [replyMessage, setReplyMessage] = useState<ServerMessage | undefined>(undefined);
  const loaded = useRef(false);

  const load = useCallback(() => {
    const request =
      form === "v2"
        ? ports.api.detailV2(storeId, ticketId).then(v2Detail)
        : ports.api.detailOld(ticketId).then(oldDetail);
    return request.then(
      (detail) => {
        loaded.current = true;
        setTicket(detail);
      },
      (error: unknown) => {
        // Spec 8: a detail that cannot be loaded returns to the list; a later reload keeps what is shown.
        if (loaded.current) return;
        flash.leave({ key: failureMessageKey(error), tone: "error" });
        navigate(DETAIL_FAILURE_PATH, { replace: true });
      },
    );
  }, [form, ports, storeId, ticketId, flash, navigate]);

  useEffect(() => {
    void load();
  }, [load]);

  const reply = useActorRef(
    ticketReplyMachine.provide({
      actors: {
        createIdempotencyKey: idempotencyKeyFrom(() => ports.newKey()),
        sendReply: fromPromise(({ input }) =>
          input.form === "v2"
            ? ports.api.replyV2(input.ticketId, input.message, input.idempotencyKey)
            : ports.api.replyOld(input.ticketId, input.message, input.idempotencyKey),
        ),
      },
    }),
    { input: { ticketId, form }, inspect: inspectionRelay.inspect },
  );
  const replySnapshot = useSelector(reply, (s) => s);
  useEffect(() => {
    const subscription = reply.on("reply.sent", (event) => {
      setReplyMessage({ key: event.messageKey, tone: "success" });
      void load();
    });
    return () => subscription.unsubscribe();
  }, [reply, load]);

  const send = (event: TicketDetailViewEvent) => {
    switch (event.type) {
      case "user.type":
        setReplyMessage(undefined);
        reply.send(event);
        return;
      case "user.send":
        reply.send(event);
        return;
      case "user.setStatus":
        setStatusChange({ busy: true, message: undefined });
        ports.api.updateStatus(ticketId, event.status).then(
          async () => {
            await load();
            setStatusChange({ busy: false, message: { key: "ui_tickets_status_changed", tone: "success" } });
          },
          () => setStatusChange({ busy: false, message: { key: "ui_tickets_status_failed", tone: "error" } }),
        );
        return;
      case "user.deleteFile":
        setFileChange({ busy: true, message: undefined });
        ports.api.deleteFile(ticketId, event.relationId as FileRelationId).then(
          async () => {
            await load();
            setFileChange({ busy: false, message: { key: "ui_tickets_file_deleted", tone: "success" } });
          },
          () =>
            setFileChange({ busy: false, message: { key: "ui_tickets_file_delete_failed", tone: "error" } }),
        );
        return;
    }
  };

  const { context } = replySnapshot;
  return (
    <TicketDetailView
      state={{
        phase: ticket === undefined ? "loading" : "ready",
        backHref: LIST_PATH[form],
        ticket,
        statusChange,
        fileChange,
        reply: {
          text: context.text,
          errors: context.errors,
          showErrors: context.showErrors,
          sending: !replySnapshot.matches("editing"),
          maxLength: context.limits.replyMaxLength,
          message: context.failureKey !== null ? { key: context.failureKey, tone: "error" } : replyMessage,
        },
      }}
      send={send}
    />
  );
}

import { API_BASE_PATH } from "../../core/constants/portal-constants";
import type { TicketTab } from "../../core/tickets/ticket-tabs";
import type { Decoder, Ok } from "../../core/schemas/decode";
import { decodeTicketOld } from "../../core/tickets/ticket-old";
import { decodeTicketSaveResult } from "../../core/tickets/ticket-v2";
import { IDEMPOTENCY_KEY_HEADER } from "../../core/idempotency/idempotency-key";
import {
  decodeCreatedTicket,
  decodeTicketOldPage,
  decodeTicketV2Detail,
  decodeTicketV2Page,
} from "../../core/tickets/ticket-answers";
import { resolveTicketLimits } from "../../core/tickets/ticket-limits";
import {
  decodeComplaintTypes,
  decodeTicketCategories,
  decodeTicketContacts,
} from "../../core/tickets/ticket-wire";
import { decodeUploadedFile } from "../../core/files/uploaded-file";
import type { TicketsApiPort } from "../../machines/tickets/tickets-ports";
import type { HttpClient } from "../api/http-client";
import {
  decodeTicketQueueFilterChoices,
  decodeTicketQueuePage,
} from "../../core/tickets/ticket-queue-answers";
import { ticketQueueSearch } from "../../core/tickets/ticket-queue-query";

/*
 * The ticket calls of docs/api-tickets.md, all through the app's one HTTP client (adapters/api/
 * http-client.ts): the same headers, the same one refresh and one retry on a 401 (the refresh
 * machine hears of it), the same tagged errors. Writes add their Idempotency-Key header; uploads
 * report progress through the client's upload.
 */

export interface TicketsApiDeps {
  /** Scheme and host, "" for the page's own origin (adapters/config/api-config.ts). */
  readonly host: string;
  readonly request: HttpClient["request"];
  readonly upload: HttpClient["upload"];
}

const pageQuery = (cursor: string | null, limit: number, tab: TicketTab) => ({
  status: tab,
  limit,
  ...(cursor === null ? {} : { cursor }),
});

const SESSION = { kind: "session" } as const;

/** Answers whose body the browser does not need (it reloads what it shows): any JSON passes. */
const acceptAnyAnswer = (input: unknown): Ok<unknown> => ({ _tag: "Ok", value: input });

/** The tickets API over the one HTTP client, as machines/tickets/tickets-ports.ts declares it. */
export function createTicketsApi(deps: TicketsApiDeps): TicketsApiPort {
  const base = `${deps.host}${API_BASE_PATH}`;
  const get = <A>(path: string, decode: Decoder<A>, query?: Readonly<Record<string, string | number>>) =>
    deps.request({ method: "GET", path, auth: SESSION, decode, ...(query === undefined ? {} : { query }) });
  /** A JSON POST with the stored login, and an Idempotency-Key when the write needs one. */
  const send = <A>(path: string, body: unknown, decode: Decoder<A>, idempotencyKey?: string) =>
    deps.request({
      method: "POST",
      path,
      auth: SESSION,
      body,
      decode,
      ...(idempotencyKey === undefined ? {} : { headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey } }),
    });

  /** Signed download URLs come relative to the API base; make them usable in an <a href>. */
  const absoluteUrl = (url: string): string => {
    if (/^https?:\/\//iu.test(url)) return url;
    if (url.startsWith("/")) return `${deps.host}${url}`;
    return `${base}/${url}`;
  };

  const upload = (
    file: Blob & { readonly name?: string },
    onProgress: (loaded: number, total: number) => void,
  ) => {
    const form = new FormData();
    form.append("file", file, file.name ?? "file");
    return deps.upload({ path: "v2/files", form, onProgress, decode: decodeUploadedFile });
  };

  return {
    listV2: (locationId, tab, cursor, limit) =>
      get(`v2/tickets/location/${locationId}`, decodeTicketV2Page, pageQuery(cursor, limit, tab)),
    detailV2: async (locationId, ticketId) => {
      const ticket = await get(`v2/tickets/${locationId}/${ticketId}`, decodeTicketV2Detail);
      return {
        ...ticket,
        files_relations: ticket.files_relations.map((file) => ({
          ...file,
          file_url: absoluteUrl(file.file_url),
        })),
      };
    },
    queue: (filters, cursor, limit) =>
      get("v2/tickets/queue", decodeTicketQueuePage, ticketQueueSearch(filters, cursor, limit)),
    queueFilterChoices: () => get("v2/tickets/queue/filters", decodeTicketQueueFilterChoices),
    categories: () => get("v2/tickets/type", decodeTicketCategories),
    complaintTypes: (categoryId) =>
      get("v2/tickets/complaint-types", decodeComplaintTypes, { category_id: categoryId }),
    contacts: (locationId) => get("contacts/", decodeTicketContacts, { location_id: locationId }),
    limits: async () => resolveTicketLimits(await get("v2/tickets/limits", acceptAnyAnswer)),
    upload,
    saveTicket: (payload, key) => send("v2/tickets", payload, decodeTicketSaveResult, key),
    linkTicket: async (payload) => {
      await send("saveTicketFiles", payload, acceptAnyAnswer);
    },
    sendTicketEmails: async (payload) => {
      await send("sendTicketEmailsAfterSave", payload, acceptAnyAnswer);
    },
    replyV2: async (ticketId, message, fileIds, key) => {
      await send(
        "v2/tickets/thread",
        { ticket_id: ticketId, message, ...(fileIds.length === 0 ? {} : { file_ids: [...fileIds] }) },
        acceptAnyAnswer,
        key,
      );
    },
    updateStatus: async (ticketId, lastStatus, resolution) => {
      const text = resolution?.trim() ?? "";
      await send(
        "v2/tickets/thread/update",
        { ticket_id: ticketId, last_status: lastStatus, ...(text === "" ? {} : { resolution: text }) },
        acceptAnyAnswer,
      );
    },
    deleteFile: async (ticketId, fileRelationId) => {
      await send(
        "deleteTicketFile",
        { ticket_id: ticketId, file_relation_id: fileRelationId },
        acceptAnyAnswer,
      );
    },
    listOld: (locationId, tab, cursor, limit) =>
      get(`tickets_old/location/${locationId}`, decodeTicketOldPage, pageQuery(cursor, limit, tab)),
    detailOld: (ticketId) => get(`tickets_old/${ticketId}`, decodeTicketOld),
    replyOld: async (ticketId, message, key) => {
      await send("saveThreadMessage", { ticket_id: ticketId, message }, acceptAnyAnswer, key);
    },
    createOld: (payload, key) => send("tickets_old", payload, decodeCreatedTicket, key),
  };
}

import { API_BASE_PATH } from "../../core/constants/portal-constants";
import type { AppLanguage } from "../../core/constants/language-constants";
import type { Decoder } from "../../core/schemas/decode";
import type { CategoryId, FileRelationId, TicketId } from "../../core/schemas/ids";
import { decodeTicketOld, type TicketOld } from "../../core/schemas/ticket-old";
import {
  decodeTicketSaveResult,
  type TicketSaveResult,
  type TicketStatus,
} from "../../core/schemas/ticket-v2";
import { IDEMPOTENCY_KEY_HEADER } from "../../core/tickets/idempotency-key";
import { resolveTicketLimits, type TicketLimits } from "../../core/tickets/ticket-limits";
import {
  decodeComplaintTypes,
  decodeTicketCategories,
  decodeTicketContacts,
  decodeUploadedFile,
  type ComplaintType,
  type OldTicketPayload,
  type TicketCategory,
  type TicketContact,
  type TicketEmailsPayload,
  type TicketLinkPayload,
  type TicketSavePayload,
  type UploadedFile,
} from "../../core/tickets/ticket-wire";
import type { TicketTab } from "../../core/rules/ticket-tabs";
import {
  DecodeError,
  GENERIC_ERROR_KEY,
  HttpError,
  NETWORK_ERROR_KEY,
  NetworkError,
  Unauthorized,
} from "../api/api-errors";
import { languageHeader } from "../api/language-header";
import {
  acceptAnyAnswer,
  decodeOldTicketCreated,
  decodeTicketOldPage,
  decodeTicketV2WithFiles,
  decodeTicketV2Page,
  type TicketOldSummary,
  type TicketV2Summary,
  type TicketV2WithFiles,
} from "./ticket-answers";

/*
 * The ticket calls of docs/api-tickets.md. Reads go through the API client's generic `get` (same
 * headers, same refresh-on-401 rule as every other read); writes need an Idempotency-Key header the
 * client does not send, so they go through `send` below, which keeps the client's rules (Accept,
 * Authorization and Language with a login, one refresh and one retry on a 401) and rejects with the
 * same tagged errors. Uploads use XMLHttpRequest: its upload.onprogress is the plain way to report
 * per-file progress (fetch offers no upload progress without streaming request bodies).
 */

export interface TicketPage<T> {
  readonly items: readonly T[];
  readonly next_cursor: string | null;
}

export interface UploadHandle {
  readonly done: Promise<UploadedFile>;
  readonly abort: () => void;
}

export interface TicketsApiDeps {
  /** Scheme and host, "" for the page's own origin (adapters/config/api-config.ts). */
  readonly host: string;
  /** The API client's generic authenticated read. */
  readonly get: <A>(
    path: string,
    decode: Decoder<A>,
    query?: Readonly<Record<string, string | number>>,
  ) => Promise<A>;
  readonly readAccessToken: () => string | undefined;
  readonly language: () => AppLanguage | undefined;
  /** Resolves with a fresh access token (the refresh coordinator's `refresh`). */
  readonly onUnauthorized: () => Promise<string>;
  readonly fetch?: typeof globalThis.fetch;
  readonly createXhr?: () => XMLHttpRequest;
}

export interface TicketsApi {
  readonly listV2: (
    locationId: number,
    tab: TicketTab,
    cursor: string | null,
    limit: number,
  ) => Promise<TicketPage<TicketV2Summary>>;
  readonly detailV2: (locationId: number, ticketId: number) => Promise<TicketV2WithFiles>;
  readonly categories: () => Promise<readonly TicketCategory[]>;
  readonly complaintTypes: (categoryId: CategoryId) => Promise<readonly ComplaintType[]>;
  readonly contacts: (locationId: number) => Promise<readonly TicketContact[]>;
  readonly limits: () => Promise<TicketLimits>;
  readonly upload: (
    file: Blob & { readonly name?: string },
    onProgress: (loaded: number, total: number) => void,
  ) => UploadHandle;
  readonly saveTicket: (payload: TicketSavePayload, idempotencyKey: string) => Promise<TicketSaveResult>;
  readonly linkTicket: (payload: TicketLinkPayload) => Promise<void>;
  readonly sendTicketEmails: (payload: TicketEmailsPayload) => Promise<void>;
  readonly replyV2: (ticketId: TicketId, message: string, idempotencyKey: string) => Promise<void>;
  readonly updateStatus: (ticketId: TicketId, lastStatus: TicketStatus) => Promise<void>;
  /** POST deleteTicketFile: already removed is success; 403 when the user did not upload it. */
  readonly deleteFile: (ticketId: TicketId, fileRelationId: FileRelationId) => Promise<void>;
  readonly listOld: (
    locationId: number,
    tab: TicketTab,
    cursor: string | null,
    limit: number,
  ) => Promise<TicketPage<TicketOldSummary>>;
  readonly detailOld: (ticketId: number) => Promise<TicketOld>;
  readonly replyOld: (ticketId: TicketId, message: string, idempotencyKey: string) => Promise<void>;
  readonly createOld: (
    payload: OldTicketPayload,
    idempotencyKey: string,
  ) => Promise<{ readonly id: TicketId }>;
}

type Checked<A> = { readonly value: A } | { readonly error: { readonly message: string } };

function messageKeyOf(body: unknown): string {
  if (typeof body === "object" && body !== null && "message" in body) {
    const message = (body as { readonly message: unknown }).message;
    if (typeof message === "string" && message !== "") return message;
  }
  return GENERIC_ERROR_KEY;
}

function parseJson(text: string): unknown {
  if (text === "") return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

function finish<A>(path: string, status: number, body: unknown, decode: (input: unknown) => Checked<A>): A {
  if (status < 200 || status >= 300) throw new HttpError({ status, messageKey: messageKeyOf(body), body });
  const decoded = decode(body);
  if ("error" in decoded) throw new DecodeError({ path, issue: decoded.error.message });
  return decoded.value;
}

const pageQuery = (cursor: string | null, limit: number, tab: TicketTab) => ({
  status: tab,
  limit,
  ...(cursor === null ? {} : { cursor }),
});

export function createTicketsApi(deps: TicketsApiDeps): TicketsApi {
  const base = `${deps.host}${API_BASE_PATH}`;
  const doFetch = deps.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const newXhr = deps.createXhr ?? (() => new XMLHttpRequest());

  const authHeaders = (token: string | undefined): Record<string, string> =>
    token === undefined
      ? {}
      : { Authorization: `Bearer ${token}`, Language: languageHeader(deps.language()) };

  /** A JSON POST with optional extra headers, under the client's rules (see the file comment). */
  const send = async <A>(
    path: string,
    body: unknown,
    decode: (input: unknown) => Checked<A>,
    extra: Readonly<Record<string, string>> = {},
  ): Promise<A> => {
    const attempt = async (token: string | undefined) => {
      try {
        return await doFetch(`${base}/${path}`, {
          method: "POST",
          headers: {
            Accept: "application/json",
            "Content-Type": "application/json",
            ...authHeaders(token),
            ...extra,
          },
          body: JSON.stringify(body),
        });
      } catch (cause) {
        throw new NetworkError({ messageKey: NETWORK_ERROR_KEY, cause });
      }
    };
    const token = deps.readAccessToken();
    let response = await attempt(token);
    if (response.status === 401) {
      if (token === undefined) throw new Unauthorized({ path });
      let fresh: string;
      try {
        fresh = await deps.onUnauthorized();
      } catch {
        throw new Unauthorized({ path });
      }
      response = await attempt(fresh);
      if (response.status === 401) throw new Unauthorized({ path });
    }
    const text = await response.text().catch(() => "");
    return finish(path, response.status, parseJson(text), decode);
  };

  /** Signed download URLs come relative to the API base; make them usable in an <a href>. */
  const absoluteUrl = (url: string): string => {
    if (/^https?:\/\//iu.test(url)) return url;
    if (url.startsWith("/")) return `${deps.host}${url}`;
    return `${base}/${url}`;
  };

  const upload: TicketsApi["upload"] = (file, onProgress) => {
    let current: XMLHttpRequest | undefined;
    let aborted = false;
    const attempt = (token: string | undefined) =>
      new Promise<{ readonly status: number; readonly body: unknown }>((resolve, reject) => {
        const xhr = newXhr();
        current = xhr;
        xhr.open("POST", `${base}/v2/files`);
        xhr.setRequestHeader("Accept", "application/json");
        for (const [name, value] of Object.entries(authHeaders(token))) xhr.setRequestHeader(name, value);
        xhr.upload.addEventListener("progress", (event) => {
          if (event.lengthComputable) onProgress(event.loaded, event.total);
        });
        xhr.addEventListener("load", () =>
          resolve({ status: xhr.status, body: parseJson(xhr.responseText) }),
        );
        const fail = () => reject(new NetworkError({ messageKey: NETWORK_ERROR_KEY, cause: undefined }));
        xhr.addEventListener("error", fail);
        xhr.addEventListener("timeout", fail);
        xhr.addEventListener("abort", fail);
        const form = new FormData();
        form.append("file", file, file.name ?? "file");
        if (aborted) return fail();
        xhr.send(form);
      });
    const done = (async () => {
      const token = deps.readAccessToken();
      let answer = await attempt(token);
      if (answer.status === 401) {
        if (token === undefined) throw new Unauthorized({ path: "v2/files" });
        let fresh: string;
        try {
          fresh = await deps.onUnauthorized();
        } catch {
          throw new Unauthorized({ path: "v2/files" });
        }
        answer = await attempt(fresh);
        if (answer.status === 401) throw new Unauthorized({ path: "v2/files" });
      }
      return finish("v2/files", answer.status, answer.body, decodeUploadedFile);
    })();
    return {
      done,
      abort: () => {
        aborted = true;
        current?.abort();
      },
    };
  };

  return {
    listV2: (locationId, tab, cursor, limit) =>
      deps.get(`v2/tickets/location/${locationId}`, decodeTicketV2Page, pageQuery(cursor, limit, tab)),
    detailV2: async (locationId, ticketId) => {
      const ticket = await deps.get(`v2/tickets/${locationId}/${ticketId}`, decodeTicketV2WithFiles);
      return {
        ...ticket,
        files_relations: ticket.files_relations.map((file) => ({
          ...file,
          file_url: absoluteUrl(file.file_url),
        })),
      };
    },
    categories: () => deps.get("v2/tickets/type", decodeTicketCategories),
    complaintTypes: (categoryId) =>
      deps.get("v2/tickets/complaint-types", decodeComplaintTypes, { category_id: categoryId }),
    contacts: (locationId) => deps.get("contacts/", decodeTicketContacts, { location_id: locationId }),
    limits: async () => resolveTicketLimits(await deps.get("v2/tickets/limits", acceptAnyAnswer)),
    upload,
    saveTicket: (payload, key) =>
      send("v2/tickets", payload, decodeTicketSaveResult, { [IDEMPOTENCY_KEY_HEADER]: key }),
    linkTicket: async (payload) => {
      await send("saveTicketFiles", payload, acceptAnyAnswer);
    },
    sendTicketEmails: async (payload) => {
      await send("sendTicketEmailsAfterSave", payload, acceptAnyAnswer);
    },
    replyV2: async (ticketId, message, key) => {
      await send("v2/tickets/thread", { ticket_id: ticketId, message }, acceptAnyAnswer, {
        [IDEMPOTENCY_KEY_HEADER]: key,
      });
    },
    updateStatus: async (ticketId, lastStatus) => {
      await send(
        "v2/tickets/thread/update",
        { ticket_id: ticketId, last_status: lastStatus },
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
      deps.get(`tickets_old/location/${locationId}`, decodeTicketOldPage, pageQuery(cursor, limit, tab)),
    detailOld: (ticketId) => deps.get(`tickets_old/${ticketId}`, decodeTicketOld),
    replyOld: async (ticketId, message, key) => {
      await send("saveThreadMessage", { ticket_id: ticketId, message }, acceptAnyAnswer, {
        [IDEMPOTENCY_KEY_HEADER]: key,
      });
    },
    createOld: (payload, key) =>
      send("tickets_old", payload, decodeOldTicketCreated, { [IDEMPOTENCY_KEY_HEADER]: key }),
  };
}

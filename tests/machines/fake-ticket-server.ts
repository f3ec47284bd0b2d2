import { fromCallback, fromPromise } from "xstate";
import type { CommId, FileId, FileRelationId, LocationId, TaskId, TicketId } from "../../core/schemas/ids";
import type { TicketSaveResult } from "../../core/tickets/ticket-v2";
import { canonicalJson } from "../../core/idempotency/idempotency-key";
import type { StoredTicketDraft } from "../../core/tickets/ticket-draft-storage";
import type { TicketEmailsPayload, TicketLinkPayload } from "../../core/tickets/ticket-wire";
import type { SaveTicketInput, UploadEvent, UploadFileInput } from "../../machines/tickets/ticket.machine";

/**
 * A fake of the ticket API for the machine's tests, honouring the contract of docs/api-tickets.md:
 * one ticket per idempotency key (a repeated key with the same payload answers the first result,
 * with another payload 409), a harmless second call, emails once per ticket. Failures are injected
 * per call, before the server acts ("no answer, nothing done") or after it ("answer lost").
 */

/** "ok" lets one call through, so a later call of the same kind can fail. */
export type FailureMode = "ok" | "before" | "after" | "refused";

export interface FakeTicketServer {
  /** Tickets created, per idempotency key. */
  readonly ticketsByKey: Map<string, number>;
  readonly saveCalls: SaveTicketInput[];
  readonly uploads: string[];
  readonly linkCalls: TicketLinkPayload[];
  readonly emailCalls: TicketEmailsPayload[];
  readonly keysMade: string[];
  /** Failures to inject, consumed in order per call kind. */
  readonly fail: {
    key: FailureMode[];
    upload: FailureMode[];
    save: FailureMode[];
    link: FailureMode[];
    emails: FailureMode[];
  };
  readonly actors: ReturnType<typeof fakeActors>;
}

const NETWORK = { _tag: "NetworkError", messageKey: "b2b_network_error" };
const REFUSED = { _tag: "HttpError", status: 422, messageKey: "b2b_invalid_input" };

const failure = (mode: FailureMode) => (mode === "refused" ? REFUSED : NETWORK);

export function createFakeTicketServer(stored?: StoredTicketDraft): FakeTicketServer {
  const server = {
    ticketsByKey: new Map<string, number>(),
    saveCalls: [] as SaveTicketInput[],
    uploads: [] as string[],
    linkCalls: [] as TicketLinkPayload[],
    emailCalls: [] as TicketEmailsPayload[],
    keysMade: [] as string[],
    fail: { key: [], upload: [], save: [], link: [], emails: [] } as FakeTicketServer["fail"],
  };
  return { ...server, actors: fakeActors(server, stored) };
}

function fakeActors(server: Omit<FakeTicketServer, "actors">, stored: StoredTicketDraft | undefined) {
  const results = new Map<string, { payload: string; result: TicketSaveResult }>();
  let nextFileId = 100;
  let nextTicketId = 500;
  let keyCounter = 0;
  return {
    restoreDraft: fromPromise<StoredTicketDraft | undefined, { readonly locationId: LocationId }>(
      async () => stored,
    ),
    createIdempotencyKey: fromPromise<string>(async () => {
      const mode = server.fail.key.shift();
      if (mode !== undefined && mode !== "ok") throw failure(mode);
      keyCounter += 1;
      const key = `00000000-0000-4000-8000-${String(keyCounter).padStart(12, "0")}`;
      server.keysMade.push(key);
      return key;
    }),
    uploadFile: fromCallback<UploadEvent, UploadFileInput>(({ sendBack, input }) => {
      const mode = server.fail.upload.shift();
      let cancelled = false;
      void (async () => {
        await Promise.resolve();
        if (cancelled) return;
        sendBack({ type: "upload.progress", localId: input.localId, loaded: 1, total: 2 });
        await Promise.resolve();
        if (cancelled) return;
        if (mode === "before" || mode === "refused") {
          sendBack({ type: "upload.failed", localId: input.localId, error: failure(mode) });
          return;
        }
        server.uploads.push(input.localId);
        nextFileId += 1;
        if (mode === "after") {
          sendBack({ type: "upload.failed", localId: input.localId, error: NETWORK });
          return;
        }
        sendBack({ type: "upload.done", localId: input.localId, fileId: nextFileId as FileId });
      })();
      return () => {
        cancelled = true;
      };
    }),
    saveTicket: fromPromise<TicketSaveResult, SaveTicketInput>(async ({ input }) => {
      server.saveCalls.push(input);
      const mode = server.fail.save.shift();
      if (mode === "before" || mode === "refused") throw failure(mode);
      const payload = canonicalJson(input.payload);
      const known = results.get(input.idempotencyKey);
      let result: TicketSaveResult;
      if (known !== undefined) {
        if (known.payload !== payload) throw { _tag: "HttpError", status: 409, messageKey: "x" };
        result = known.result;
      } else {
        nextTicketId += 1;
        result = {
          ticket_id: nextTicketId as TicketId,
          task_ids: [1 as TaskId],
          comm_ids: [2 as CommId],
          file_relation_ids: input.payload.file_ids.map((_, i) => (i + 10) as FileRelationId),
        };
        results.set(input.idempotencyKey, { payload, result });
        server.ticketsByKey.set(
          input.idempotencyKey,
          (server.ticketsByKey.get(input.idempotencyKey) ?? 0) + 1,
        );
      }
      if (mode === "after") throw failure(mode);
      return result;
    }),
    linkTicket: fromPromise<void, TicketLinkPayload>(async ({ input }) => {
      server.linkCalls.push(input);
      const mode = server.fail.link.shift();
      if (mode !== undefined && mode !== "ok") throw failure(mode);
    }),
    sendTicketEmails: fromPromise<void, TicketEmailsPayload>(async ({ input }) => {
      server.emailCalls.push(input);
      const mode = server.fail.emails.shift();
      if (mode !== undefined && mode !== "ok") throw failure(mode);
    }),
  };
}

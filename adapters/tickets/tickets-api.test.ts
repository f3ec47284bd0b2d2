import { describe, expect, it } from "vitest";
import type { FileRelationId, TicketId } from "../../core/schemas/ids";
import { createHttpClient } from "../api/http-client";
import { fakeFetch, json, type FetchHandler, type RecordedRequest } from "../api/test-fetch";
import { createTicketsApi, type TicketsApiDeps } from "./tickets-api";

const detailAnswer = {
  id: 5,
  location_id: 1,
  title: "Oven",
  category_id: 1,
  category: "Equipment",
  contact_id: 2,
  contact: "Head office",
  complaint_type_id: null,
  complaint_type: null,
  last_status: 1,
  priority: 2,
  c_stamp: "2026-03-01T09:30:00Z",
  m_stamp: "2026-03-01T09:30:00Z",
  comm: [],
  files_relations: [
    {
      file_id: 4,
      name: "oven.png",
      file_url: "v2/files/4?exp=1&sig=x",
      file_type: "image/png",
      file_relation_id: 40,
      can_delete: true,
    },
  ],
};

/**
 * The tickets API over the app's real HTTP client, whose fetch answers the detail for GETs and asks
 * `write` for everything else; `refreshes` counts the client's calls for a fresh token.
 */
function apiWith(
  answer: unknown,
  write: FetchHandler = () => json({ status: "success" }),
): {
  readonly api: ReturnType<typeof createTicketsApi>;
  readonly requests: RecordedRequest[];
  refreshes: number;
} {
  const state = { refreshes: 0 };
  const { fetch, requests } = fakeFetch((request) =>
    request.method === "GET" ? json(answer) : write(request),
  );
  const http = createHttpClient({
    baseUrl: "https://portal.example/echo/rest/api",
    fetch,
    readAccessToken: () => "token",
    language: () => "en-US",
    onUnauthorized: async () => {
      state.refreshes += 1;
      return "fresh";
    },
  });
  const deps: TicketsApiDeps = { host: "https://portal.example", request: http.request, upload: http.upload };
  return {
    api: createTicketsApi(deps),
    requests,
    get refreshes() {
      return state.refreshes;
    },
  };
}

describe("tickets api: files of the v2 detail", () => {
  it("keeps each file's relation id and removal right, with a usable download URL", async () => {
    const ticket = await apiWith(detailAnswer).api.detailV2(1, 5);
    expect(ticket.files_relations).toEqual([
      {
        file_id: 4,
        name: "oven.png",
        file_url: "https://portal.example/echo/rest/api/v2/files/4?exp=1&sig=x",
        file_type: "image/png",
        file_relation_id: 40,
        can_delete: true,
      },
    ]);
  });

  it("refuses a detail whose files do not say whether they may be removed", async () => {
    const [file] = detailAnswer.files_relations;
    const { can_delete: _dropped, ...withoutRight } = file as (typeof detailAnswer.files_relations)[0];
    await expect(
      apiWith({ ...detailAnswer, files_relations: [withoutRight] }).api.detailV2(1, 5),
    ).rejects.toBeDefined();
  });

  it("removes a file with POST deleteTicketFile, naming the ticket and the relation", async () => {
    const { api, requests } = apiWith(detailAnswer);
    await api.deleteFile(5 as TicketId, 40 as FileRelationId);
    expect(requests).toHaveLength(1);
    const [request] = requests;
    expect(request?.url).toBe("https://portal.example/echo/rest/api/deleteTicketFile");
    expect(request?.method).toBe("POST");
    expect(JSON.parse(request?.body ?? "")).toEqual({ ticket_id: 5, file_relation_id: 40 });
    expect(request?.headers.get("Authorization")).toBe("Bearer token");
  });

  it("rejects with the server's key when the user may not remove the file", async () => {
    const { api } = apiWith(detailAnswer, () => json({ status: "error", message: "b2b_forbidden" }, 403));
    await expect(api.deleteFile(5 as TicketId, 40 as FileRelationId)).rejects.toMatchObject({
      status: 403,
      messageKey: "b2b_forbidden",
    });
  });
});

describe("tickets api: writes go through the one HTTP client", () => {
  it("sends the Idempotency-Key of a save, and after a 401 refreshes once through the client and retries", async () => {
    let calls = 0;
    const result = { ticket_id: 9, task_ids: [], comm_ids: [1], file_relation_ids: [] };
    const client = apiWith(detailAnswer, () => {
      calls += 1;
      return calls === 1 ? json({ status: "error", message: "b2b_unauthorized" }, 401) : json(result);
    });
    const saved = await client.api.saveTicket(
      {
        location_id: 1,
        title: "Oven",
        category_id: 1,
        contact_id: 2,
        complaint_type_id: null,
        priority: 2,
        message: "Hot",
        file_ids: [],
      } as never,
      "key-1",
    );
    expect(saved).toMatchObject({ ticket_id: 9 });
    expect(client.refreshes).toBe(1);
    expect(client.requests.map((r) => r.headers.get("Idempotency-Key"))).toEqual(["key-1", "key-1"]);
    expect(client.requests.map((r) => r.headers.get("Authorization"))).toEqual([
      "Bearer token",
      "Bearer fresh",
    ]);
  });
});

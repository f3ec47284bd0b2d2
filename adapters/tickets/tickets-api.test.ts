import { describe, expect, it, vi } from "vitest";
import type { Decoder } from "../../core/schemas/decode";
import type { FileRelationId, TicketId } from "../../core/schemas/ids";
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

function apiWith(answer: unknown, fetch: typeof globalThis.fetch = vi.fn<typeof globalThis.fetch>()) {
  const deps: TicketsApiDeps = {
    host: "https://portal.example",
    get: async <A>(_path: string, decode: Decoder<A>) => {
      const decoded = decode(answer);
      if ("error" in decoded) throw decoded.error;
      return decoded.value;
    },
    readAccessToken: () => "token",
    language: () => "en-US",
    onUnauthorized: async () => "fresh",
    fetch,
  };
  return createTicketsApi(deps);
}

describe("tickets api: files of the v2 detail", () => {
  it("keeps each file's relation id and removal right, with a usable download URL", async () => {
    const ticket = await apiWith(detailAnswer).detailV2(1, 5);
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
      apiWith({ ...detailAnswer, files_relations: [withoutRight] }).detailV2(1, 5),
    ).rejects.toBeDefined();
  });

  it("removes a file with POST deleteTicketFile, naming the ticket and the relation", async () => {
    const fetch = vi.fn<typeof globalThis.fetch>(
      async () => new Response(JSON.stringify({ status: "success" }), { status: 200 }),
    );
    await apiWith(detailAnswer, fetch).deleteFile(5 as TicketId, 40 as FileRelationId);
    expect(fetch).toHaveBeenCalledOnce();
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(url).toBe("https://portal.example/echo/rest/api/deleteTicketFile");
    expect(init?.method).toBe("POST");
    expect(JSON.parse(String(init?.body))).toEqual({ ticket_id: 5, file_relation_id: 40 });
    expect(init?.headers).toMatchObject({ Authorization: "Bearer token" });
  });

  it("rejects with the server's key when the user may not remove the file", async () => {
    const fetch = vi.fn<typeof globalThis.fetch>(
      async () =>
        new Response(JSON.stringify({ status: "error", message: "b2b_forbidden" }), { status: 403 }),
    );
    await expect(
      apiWith(detailAnswer, fetch).deleteFile(5 as TicketId, 40 as FileRelationId),
    ).rejects.toMatchObject({ status: 403, messageKey: "b2b_forbidden" });
  });
});

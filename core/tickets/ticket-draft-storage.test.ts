import { fc, test } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import type { CategoryId, CommId, ContactId, FileId, FileRelationId, TaskId, TicketId } from "../schemas/ids";
import {
  decodeStoredReplyDraft,
  decodeStoredTicketDraft,
  encodeStoredReplyDraft,
  encodeStoredTicketDraft,
  replyDraftStorageKey,
  type StoredTicketDraft,
  ticketDraftStorageKey,
} from "./ticket-draft-storage";
import { EMPTY_TICKET_DRAFT_FIELDS } from "./ticket-draft";

const KEY = "0f8fad5b-d9cb-469f-a165-70867728950e";

const stored: StoredTicketDraft = {
  fields: {
    title: "Oven",
    category_id: 3 as CategoryId,
    contact_id: 8 as ContactId,
    complaint_type_id: null,
    priority: 1,
    message: "It does not heat",
  },
  attachments: [
    { localId: "a1", meta: { name: "a.png", size: 10, type: "image/png" }, fileId: 55 as FileId },
    { localId: "a2", meta: { name: "b.pdf", size: 20, type: "application/pdf" }, fileId: null },
  ],
  idempotencyKey: KEY,
  saveResult: {
    ticket_id: 9 as TicketId,
    task_ids: [1 as TaskId],
    comm_ids: [2 as CommId],
    file_relation_ids: [3 as FileRelationId],
  },
  linked: true,
  locked: true,
};

const storedDraft = fc.record({
  fields: fc.record({
    title: fc.string(),
    category_id: fc.option(fc.nat().map((n) => n as CategoryId)),
    contact_id: fc.option(fc.nat().map((n) => n as ContactId)),
    complaint_type_id: fc.constant(null),
    priority: fc.constantFrom(1 as const, 2 as const, 3 as const),
    message: fc.string(),
  }),
  attachments: fc.uniqueArray(
    fc.record({
      localId: fc.string({ minLength: 1 }),
      meta: fc.record({ name: fc.string(), size: fc.nat(), type: fc.string() }),
      fileId: fc.option(fc.nat().map((n) => n as FileId)),
    }),
    { selector: (a) => a.localId, maxLength: 5 },
  ),
  idempotencyKey: fc.uuid(),
  saveResult: fc.constant(null),
  linked: fc.constant(false),
  locked: fc.boolean(),
});

describe("the stored draft codec", () => {
  it("round-trips a draft with progress", () => {
    expect(decodeStoredTicketDraft(encodeStoredTicketDraft(stored))).toEqual(stored);
  });

  test.prop([storedDraft], { numRuns: 200 })(
    "round-trips any draft",
    (draft) =>
      JSON.stringify(decodeStoredTicketDraft(encodeStoredTicketDraft(draft))) === JSON.stringify(draft),
  );

  it("reads nothing from absent, non-JSON or foreign values", () => {
    for (const text of [null, undefined, "", "{", "[]", "null", '{"v":2}', 42]) {
      expect(decodeStoredTicketDraft(text)).toBeUndefined();
    }
  });

  it("falls back field by field and keeps the rest", () => {
    const text = JSON.stringify({
      v: 1,
      fields: { title: 5, category_id: "x", contact_id: 4, priority: 9, message: "hello" },
      attachments: [
        { local_id: "a", name: "a.png", size: 1, type: "image/png", file_id: -3 },
        "junk",
        { name: "b" },
      ],
      idempotency_key: KEY,
      save_result: { ticket_id: "nope" },
      linked: true,
      locked: "yes",
    });
    expect(decodeStoredTicketDraft(text)).toEqual({
      fields: { ...EMPTY_TICKET_DRAFT_FIELDS, contact_id: 4, message: "hello" },
      attachments: [{ localId: "a", meta: { name: "a.png", size: 1, type: "image/png" }, fileId: null }],
      idempotencyKey: KEY,
      saveResult: null,
      linked: false,
      locked: false,
    });
  });

  it("trusts no progress without a valid key", () => {
    const text = encodeStoredTicketDraft({ ...stored, idempotencyKey: "not-a-key" });
    expect(decodeStoredTicketDraft(text)).toMatchObject({
      idempotencyKey: null,
      saveResult: null,
      linked: false,
      locked: false,
    });
  });

  test.prop(
    [
      fc.oneof(
        fc.string(),
        fc.anything(),
        fc.jsonValue().map((v) => JSON.stringify({ v: 1, ...(v as object) })),
      ),
    ],
    {
      numRuns: 300,
    },
  )("never throws on garbage", (garbage) => {
    const draft = decodeStoredTicketDraft(garbage);
    return draft === undefined || typeof draft.fields.title === "string";
  });

  it("keys drafts by user and store", () => {
    expect(ticketDraftStorageKey(4, 12)).toBe("ticket-draft:v2:4:12");
  });
});

describe("the stored reply codec (issue 20, item 9)", () => {
  test.prop([fc.string(), storedDraft.map((d) => d.attachments), fc.option(fc.uuid())])(
    "a reply's text, files and key read back as written",
    (text, attachments, idempotencyKey) => {
      const draft = { text, attachments, idempotencyKey };
      expect(decodeStoredReplyDraft(encodeStoredReplyDraft(draft))).toEqual(draft);
    },
  );
  it("is one per person and ticket, and garbage is no draft", () => {
    expect(replyDraftStorageKey(3, 17)).not.toBe(replyDraftStorageKey(3, 18));
    for (const garbage of [null, "", "{", "[]", '{"v":2}'])
      expect(decodeStoredReplyDraft(garbage)).toBeUndefined();
  });
});

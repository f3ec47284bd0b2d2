import { describe, expect, it } from "vitest";
import {
  OLD_TICKET_PRIORITY,
  OLD_TICKET_RESOLVED,
  TICKET_PRIORITY,
  TICKET_STATUS,
} from "../constants/ticket-constants";
import { isInvalid, isOk } from "../schemas/decode";
import type { CategoryId, ContactId, FileId, LocationId } from "../schemas/ids";
import { decodeTicketSaveResult } from "./ticket-v2";
import {
  decodeOldTicketPayload,
  decodeTicketLinkPayload,
  decodeTicketSavePayload,
  decodeThreadUpdatePayload,
  toTicketSavePayload,
} from "./ticket-wire";
import { EMPTY_TICKET_DRAFT_FIELDS } from "./ticket-draft";

describe("the spec's numbers", () => {
  it("v2 status 1..3, priority 1..3; older priority 3/4/5 and resolved 0/1", () => {
    expect(Object.values(TICKET_STATUS)).toEqual([1, 2, 3]);
    expect(Object.values(TICKET_PRIORITY)).toEqual([1, 2, 3]);
    expect(Object.values(OLD_TICKET_PRIORITY)).toEqual([3, 4, 5]);
    expect(Object.values(OLD_TICKET_RESOLVED)).toEqual([0, 1]);
    expect(isOk(decodeOldTicketPayload({ location_id: 1, title: "t", priority: 4, message: "m" }))).toBe(
      true,
    );
    expect(isInvalid(decodeOldTicketPayload({ location_id: 1, title: "t", priority: 2, message: "m" }))).toBe(
      true,
    );
    expect(isOk(decodeThreadUpdatePayload({ ticket_id: 1, last_status: 3 }))).toBe(true);
    expect(isInvalid(decodeThreadUpdatePayload({ ticket_id: 1, last_status: 4 }))).toBe(true);
  });

  it("the save result holds ticket_id, task_ids, comm_ids and file_relation_ids", () => {
    const result = decodeTicketSaveResult({
      ticket_id: 1,
      task_ids: [2],
      comm_ids: [3],
      file_relation_ids: [4],
    });
    expect(isOk(result) && Object.keys(result.value).sort()).toEqual([
      "comm_ids",
      "file_relation_ids",
      "task_ids",
      "ticket_id",
    ]);
  });

  it("the second call needs ticket_id; the other ids are optional", () => {
    expect(isOk(decodeTicketLinkPayload({ ticket_id: 1 }))).toBe(true);
    expect(
      isOk(decodeTicketLinkPayload({ ticket_id: 1, task_ids: [], comm_ids: [2], file_relation_ids: [3] })),
    ).toBe(true);
    expect(isInvalid(decodeTicketLinkPayload({ task_ids: [] }))).toBe(true);
  });
});

describe("toTicketSavePayload", () => {
  it("builds the v2 payload with trimmed texts and the uploaded file ids", () => {
    const payload = toTicketSavePayload(
      {
        ...EMPTY_TICKET_DRAFT_FIELDS,
        title: " T ",
        message: " M ",
        category_id: 1 as CategoryId,
        contact_id: 2 as ContactId,
      },
      7 as LocationId,
      [5 as FileId],
    );
    expect(payload).toEqual({
      location_id: 7,
      title: "T",
      category_id: 1,
      contact_id: 2,
      complaint_type_id: null,
      priority: 2,
      message: "M",
      file_ids: [5],
    });
    expect(isOk(decodeTicketSavePayload(payload))).toBe(true);
    expect(toTicketSavePayload(EMPTY_TICKET_DRAFT_FIELDS, 7 as LocationId, [])).toBeUndefined();
  });
});

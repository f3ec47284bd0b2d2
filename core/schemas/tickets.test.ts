import { describe, expect, it } from "vitest";
import { isInvalid, isOk, type Decoded } from "./decode";
import { decodeTicketOld, encodeTicketOld } from "../tickets/ticket-old";
import { decodeTicketSaveResult, decodeTicketV2, encodeTicketV2 } from "../tickets/ticket-v2";

const valueOf = <A>(result: Decoded<A>) => (isOk(result) ? result.value : undefined);
const pathsOf = <A>(result: Decoded<A>) => (isInvalid(result) ? result.error.paths : []);

const oldTicket = {
  id: 100,
  title: "Fridge is warm",
  priority: 3,
  resolved: 0,
  c_stamp: "2026-03-01T08:00:00Z",
  m_stamp: "2026-03-02T09:30:00Z",
  edc_stamp: "2026-03-05T17:00:00Z",
  thread: [
    {
      id: 1,
      from_contact_name: "Support",
      message: "A technician comes on Thursday.",
      c_stamp: "2026-03-01T10:00:00Z",
      m_stamp: "2026-03-01T10:00:00Z",
    },
  ],
};

describe("TicketOld", () => {
  it("decodes every field; stamps become instants", () => {
    const value = valueOf(decodeTicketOld(oldTicket));
    expect(value?.c_stamp.toString()).toBe("2026-03-01T08:00:00Z");
    expect(value?.edc_stamp?.toString()).toBe("2026-03-05T17:00:00Z");
    expect(value?.thread[0]?.from_contact_name).toBe("Support");
    expect(value?.thread[0]?.message).toBe("A technician comes on Thursday.");
    expect(value && valueOf(encodeTicketOld(value))).toEqual(oldTicket);
  });

  it("priorities are 3 High, 4 Normal, 5 Low", () => {
    for (const priority of [3, 4, 5]) expect(isOk(decodeTicketOld({ ...oldTicket, priority }))).toBe(true);
    for (const priority of [1, 2, 6]) {
      expect(pathsOf(decodeTicketOld({ ...oldTicket, priority }))).toEqual([["priority"]]);
    }
  });

  it("resolved is 0 or 1", () => {
    expect(isOk(decodeTicketOld({ ...oldTicket, resolved: 1 }))).toBe(true);
    expect(pathsOf(decodeTicketOld({ ...oldTicket, resolved: true }))).toEqual([["resolved"]]);
    expect(pathsOf(decodeTicketOld({ ...oldTicket, resolved: 2 }))).toEqual([["resolved"]]);
  });

  it("edc_stamp may be null; a bad thread stamp is named with its index", () => {
    expect(isOk(decodeTicketOld({ ...oldTicket, edc_stamp: null }))).toBe(true);
    const [entry] = oldTicket.thread;
    const bad = { ...oldTicket, thread: [{ ...entry, m_stamp: "2026-03-01 10:00" }] };
    expect(pathsOf(decodeTicketOld(bad))).toEqual([["thread", 0, "m_stamp"]]);
  });
});

const ticket = {
  id: 200,
  location_id: 5,
  title: "Broken oven",
  category_id: 2,
  category: "Equipment",
  contact_id: 9,
  contact: "Maria P",
  complaint_type_id: 4,
  complaint_type: "Breakdown",
  last_status: 2,
  priority: 1,
  c_stamp: "2026-04-01T07:00:00Z",
  m_stamp: "2026-04-01T07:30:00Z",
  comm: [{ id: 31, from_contact_name: "Maria P", message: "It stopped.", c_stamp: "2026-04-01T07:00:00Z" }],
  files_relations: [
    { file_id: 77, name: "oven.jpg", file_url: "/echo/files/77.jpg", file_type: "image/jpeg" },
  ],
};

describe("TicketV2", () => {
  it("decodes every field and encodes back", () => {
    const value = valueOf(decodeTicketV2(ticket));
    expect(value?.files_relations).toEqual(ticket.files_relations);
    expect(value?.comm[0]?.c_stamp.epochMilliseconds).toBe(Date.UTC(2026, 3, 1, 7));
    expect(value && valueOf(encodeTicketV2(value))).toEqual(ticket);
  });

  it("last_status is 1 open, 2 in progress, 3 resolved; priority 1 high, 2 medium, 3 low", () => {
    for (const n of [1, 2, 3]) {
      expect(isOk(decodeTicketV2({ ...ticket, last_status: n, priority: n }))).toBe(true);
    }
    expect(pathsOf(decodeTicketV2({ ...ticket, last_status: 0, priority: 4 }))).toEqual([
      ["last_status"],
      ["priority"],
    ]);
  });

  it("names a bad file relation field", () => {
    const bad = { ...ticket, files_relations: [{ ...ticket.files_relations[0], file_url: null }] };
    expect(pathsOf(decodeTicketV2(bad))).toEqual([["files_relations", 0, "file_url"]]);
  });
});

describe("TicketSaveResult", () => {
  it("has ticket_id, task_ids, comm_ids, file_relation_ids", () => {
    const saved = { ticket_id: 200, task_ids: [1, 2], comm_ids: [31], file_relation_ids: [] };
    expect(valueOf(decodeTicketSaveResult(saved))).toEqual(saved);
    expect(pathsOf(decodeTicketSaveResult({ ...saved, comm_ids: ["31"] }))).toEqual([["comm_ids", 0]]);
  });
});

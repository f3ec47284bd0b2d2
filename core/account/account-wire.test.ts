import { describe, expect, it } from "vitest";
import { isInvalid, isOk, type Decoded } from "../schemas/decode";
import { decodeActivityPage, decodeCommPage } from "./account-wire";

/* The spec's two logs (spec 3: CommunicationLogEntry, ActivityLogEntry) as the account screens read them. */

const valueOf = <A>(result: Decoded<A>) => (isOk(result) ? result.value : undefined);
const pathsOf = <A>(result: Decoded<A>) => (isInvalid(result) ? result.error.paths : []);
const pageOf = (item: object) => ({ items: [item], next_cursor: null });

describe("the communication log's rows", () => {
  const entry = {
    id: 1,
    to_id: 9,
    to_name: "Maria P",
    channel_type: "email",
    content: "Your ticket was resolved.",
    c_stamp: "2026-04-02T08:00:00Z",
  };

  it("have the spec's to_id, to_name, channel_type, content and c_stamp (an instant)", () => {
    expect(valueOf(decodeCommPage(pageOf(entry)))?.items[0]?.c_stamp.toString()).toBe("2026-04-02T08:00:00Z");
    expect(pathsOf(decodeCommPage(pageOf({ ...entry, to_id: null })))).toEqual([["items", 0, "to_id"]]);
  });

  it("are sent by e-mail or SMS only", () => {
    expect(pathsOf(decodeCommPage(pageOf({ ...entry, channel_type: "fax" })))).toEqual([
      ["items", 0, "channel_type"],
    ]);
  });
});

describe("the activity log's rows", () => {
  const entry = {
    id: 1,
    contact_id: 9,
    avatar: "png",
    fullname: "Maria P",
    status: "login",
    ip: "10.0.0.1",
    device: null,
    c_stamp: "2026-04-02T08:00:00Z",
  };

  it("have the spec's contact_id, avatar (or none), fullname, status and ip", () => {
    expect(valueOf(decodeActivityPage(pageOf(entry)))?.items[0]?.fullname).toBe("Maria P");
    expect(isOk(decodeActivityPage(pageOf({ ...entry, avatar: null })))).toBe(true);
    expect(pathsOf(decodeActivityPage(pageOf({ ...entry, ip: 10 })))).toEqual([["items", 0, "ip"]]);
  });
});

import { describe, expect, it } from "vitest";
import { isInvalid, isOk, type Decoded } from "../schemas/decode";
import { isKeptAnnouncement } from "./announcement-filter";
import { decodeAnnouncements } from "./posts-wire";

const valueOf = <A>(result: Decoded<A>) => (isOk(result) ? result.value : undefined);
const pathsOf = <A>(result: Decoded<A>) => (isInvalid(result) ? result.error.paths : []);

const announcement = (id: number, type: number, alertType: number) => ({
  id,
  type,
  alert_type: alertType,
  title: `announcement ${id}`,
  message: "",
  post_id: null,
  c_stamp: "2026-04-02T08:00:00Z",
});
const wire = [
  announcement(1, 6, 2),
  announcement(2, 5, 2),
  announcement(3, 6, 1),
  announcement(4, 1, 1),
  announcement(5, 6, 2),
];

describe("the spec's Announcement as the dashboard reads it", () => {
  it("has type and alert_type, integers", () => {
    expect(valueOf(decodeAnnouncements(wire))?.map((a) => [a.type, a.alert_type])).toEqual([
      [6, 2],
      [5, 2],
      [6, 1],
      [1, 1],
      [6, 2],
    ]);
    expect(pathsOf(decodeAnnouncements([{ ...wire[0], alert_type: "2" }]))).toEqual([[0, "alert_type"]]);
  });

  it("keeps only type 6 with alert_type 2, in order", () => {
    const decoded = valueOf(decodeAnnouncements(wire)) ?? [];
    expect(decoded.filter(isKeptAnnouncement).map((a) => a.id)).toEqual([1, 5]);
  });
});

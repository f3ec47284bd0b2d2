import { describe, expect, it } from "vitest";
import { decodeAnnouncements, keptAnnouncements } from "./announcement";
import { isInvalid, isOk, type Decoded } from "./decode";

const valueOf = <A>(result: Decoded<A>) => (isOk(result) ? result.value : undefined);
const pathsOf = <A>(result: Decoded<A>) => (isInvalid(result) ? result.error.paths : []);

const wire = [
  { id: 1, title: "kept", type: 6, alert_type: 2 },
  { id: 2, title: "other type", type: 5, alert_type: 2 },
  { id: 3, title: "other alert", type: 6, alert_type: 1 },
  { id: 4, title: "neither", type: 1, alert_type: 1 },
  { id: 5, title: "kept too", type: 6, alert_type: 2 },
];

describe("Announcement", () => {
  it("has type and alert_type", () => {
    expect(valueOf(decodeAnnouncements(wire))).toEqual(wire);
    expect(pathsOf(decodeAnnouncements([{ ...wire[0], alert_type: "2" }]))).toEqual([[0, "alert_type"]]);
  });

  it("keeps only type 6 with alert_type 2, in order", () => {
    const decoded = valueOf(decodeAnnouncements(wire)) ?? [];
    expect(keptAnnouncements(decoded).map((a) => a.id)).toEqual([1, 5]);
  });
});

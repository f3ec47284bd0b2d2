import { describe, expect, it } from "vitest";
import { isInvalid, isOk, type Decoded } from "./decode";
import { decodeMeetings } from "./meeting";
import { decodeOrders } from "./order";

const valueOf = <A>(result: Decoded<A>) => (isOk(result) ? result.value : undefined);
const pathsOf = <A>(result: Decoded<A>) => (isInvalid(result) ? result.error.paths : []);

describe("Meeting", () => {
  it("has dateTime (an instant) and description", () => {
    const meetings = [{ dateTime: "2026-07-01T09:30:00Z", description: "Area meeting" }];
    const value = valueOf(decodeMeetings(meetings));
    expect(value?.[0]?.dateTime.toString()).toBe("2026-07-01T09:30:00Z");
    expect(value?.[0]?.description).toBe("Area meeting");
    expect(pathsOf(decodeMeetings([{ dateTime: "2026-07-01", description: "x" }]))).toEqual([
      [0, "dateTime"],
    ]);
  });
});

describe("Order", () => {
  it("has id and date (a calendar date)", () => {
    const value = valueOf(decodeOrders([{ id: 8, date: "2026-05-20" }]));
    expect(value?.[0]?.date.toString()).toBe("2026-05-20");
    expect(pathsOf(decodeOrders([{ id: 8, date: null }]))).toEqual([[0, "date"]]);
  });
});

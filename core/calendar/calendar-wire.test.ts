import { describe, expect, it } from "vitest";
import { isInvalid, isOk, type Decoded } from "../schemas/decode";
import { decodeMeetingsPage } from "./calendar-wire";

const valueOf = <A>(result: Decoded<A>) => (isOk(result) ? result.value : undefined);
const pathsOf = <A>(result: Decoded<A>) => (isInvalid(result) ? result.error.paths : []);
const page = (item: object) => ({ items: [item], next_cursor: null, can_schedule: false });

describe("the spec's Meeting as the calendar reads it", () => {
  const meeting = {
    id: 3,
    dateTime: "2026-07-01T09:30:00Z",
    description: "Area meeting",
    duration_minutes: 60,
    store_ids: [1],
    roles: ["franchisee"],
  };

  it("has dateTime (an instant, not a bare date) and description", () => {
    const value = valueOf(decodeMeetingsPage(page(meeting)));
    expect(value?.items[0]?.dateTime.toString()).toBe("2026-07-01T09:30:00Z");
    expect(value?.items[0]?.description).toBe("Area meeting");
    expect(pathsOf(decodeMeetingsPage(page({ ...meeting, dateTime: "2026-07-01" })))).toEqual([
      ["items", 0, "dateTime"],
    ]);
  });
});

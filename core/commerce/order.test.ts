import { describe, expect, it } from "vitest";
import { isInvalid, isOk, type Decoded } from "../schemas/decode";
import { decodeOrders } from "./order";

const valueOf = <A>(result: Decoded<A>) => (isOk(result) ? result.value : undefined);
const pathsOf = <A>(result: Decoded<A>) => (isInvalid(result) ? result.error.paths : []);

describe("Order", () => {
  it("has id and date (a calendar date)", () => {
    const value = valueOf(decodeOrders([{ id: 8, date: "2026-05-20" }]));
    expect(value?.[0]?.date.toString()).toBe("2026-05-20");
    expect(pathsOf(decodeOrders([{ id: 8, date: null }]))).toEqual([[0, "date"]]);
  });
});

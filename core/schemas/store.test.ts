import { describe, expect, it } from "vitest";
import { isInvalid, isOk, type Decoded } from "./decode";
import {
  decodeFranchiseStore,
  decodeFranchiseStores,
  decodeJobPositions,
  decodeStore,
  decodeStores,
} from "./store";

const valueOf = <A>(result: Decoded<A>) => (isOk(result) ? result.value : undefined);
const pathsOf = <A>(result: Decoded<A>) => (isInvalid(result) ? result.error.paths : []);

const store = { id: 12, store_name: "Athens Centre", title_cutted: "Athens Ce", warehouse_id: 3 };
const location = { id: 5, title: "Thessaloniki Port", warehouse_id: 8 };

describe("Store", () => {
  it("has id, store_name, title_cutted, warehouse_id", () => {
    expect(valueOf(decodeStore(store))).toEqual(store);
    expect(valueOf(decodeStores([store, { ...store, id: 13 }]))).toHaveLength(2);
  });

  it.each([
    ["id", -1],
    ["id", 1.5],
    ["id", "12"],
    ["warehouse_id", null],
    ["store_name", 7],
    ["title_cutted", undefined],
  ])("a bad %s (%j) is named", (key, bad) => {
    expect(pathsOf(decodeStore({ ...store, [key]: bad }))).toEqual([[key]]);
  });

  it("names the index of the bad store in a list", () => {
    expect(pathsOf(decodeStores([store, { ...store, id: "x" }]))).toEqual([[1, "id"]]);
  });
});

describe("FranchiseStore", () => {
  it("has id, title, warehouse_id", () => {
    expect(valueOf(decodeFranchiseStore(location))).toEqual(location);
    expect(valueOf(decodeFranchiseStores([]))).toEqual([]);
    expect(pathsOf(decodeFranchiseStore({ ...location, title: null }))).toEqual([["title"]]);
  });
});

describe("JobPosition", () => {
  it("has id and title", () => {
    expect(valueOf(decodeJobPositions([{ id: 1, title: "Cashier" }]))).toEqual([{ id: 1, title: "Cashier" }]);
    expect(pathsOf(decodeJobPositions([{ id: 1 }]))).toEqual([[0, "title"]]);
  });
});

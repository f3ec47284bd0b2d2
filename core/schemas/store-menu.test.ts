import { describe, expect, it } from "vitest";
import { isInvalid, isOk, type Decoded } from "./decode";
import { decodeStoredFile } from "./file";
import { decodeStoreMenu } from "./store-menu";
import { decodeTranslations } from "./translations";

const valueOf = <A>(result: Decoded<A>) => (isOk(result) ? result.value : undefined);
const pathsOf = <A>(result: Decoded<A>) => (isInvalid(result) ? result.error.paths : []);

describe("StoreMenuProduct", () => {
  it("has physicalStock, stockDifference, edited", () => {
    const product = { id: 1, name: "Pita", physicalStock: 12.5, stockDifference: -0.5, edited: true };
    expect(valueOf(decodeStoreMenu([product]))).toEqual([product]);
    expect(pathsOf(decodeStoreMenu([{ ...product, physicalStock: "12" }]))).toEqual([[0, "physicalStock"]]);
    expect(pathsOf(decodeStoreMenu([{ ...product, edited: "no" }]))).toEqual([[0, "edited"]]);
  });
});

describe("StoredFile", () => {
  it("has id, extension, c_stamp", () => {
    const value = valueOf(decodeStoredFile({ id: 5, extension: "pdf", c_stamp: "2026-01-01T00:00:00Z" }));
    expect(value?.extension).toBe("pdf");
    expect(value?.c_stamp.epochMilliseconds).toBe(Date.UTC(2026, 0, 1));
    expect(pathsOf(decodeStoredFile({ id: 5, extension: "pdf" }))).toEqual([["c_stamp"]]);
  });
});

describe("Translations", () => {
  it("maps message keys to { gr, en }", () => {
    const dictionary = {
      b2b_wrong_username_password: { gr: "Λάθος στοιχεία", en: "Wrong username/password" },
      b2b_ticket_save_success: { gr: "Αποθηκεύτηκε", en: "Saved" },
    };
    expect(valueOf(decodeTranslations(dictionary))).toEqual(dictionary);
    expect(valueOf(decodeTranslations({}))).toEqual({});
    expect(pathsOf(decodeTranslations({ b2b_x: { gr: "x", en: null } }))).toEqual([["b2b_x", "en"]]);
    expect(isOk(decodeTranslations([]))).toBe(false);
  });
});

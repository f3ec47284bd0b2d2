// @vitest-environment jsdom
import * as fc from "fast-check";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { decodeJson, encodeJson } from "./encoded-json";
import type { TokenStoreChange } from "./token-store";
import { createTokenStore, STORAGE_KEYS } from "./token-store";

beforeEach(() => localStorage.clear());

describe("encoded JSON", () => {
  it("round-trips any JSON value, including non-Latin text", () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        expect(decodeJson(encodeJson(value))).toEqual(JSON.parse(JSON.stringify(value)));
      }),
    );
    expect(decodeJson(encodeJson({ name: "Καλημέρα 🌞" }))).toEqual({ name: "Καλημέρα 🌞" });
  });

  it("is not readable as plain text and is URL-safe", () => {
    const encoded = encodeJson({ access_token: "secret-ish" });
    expect(encoded).not.toContain("secret-ish");
    expect(encoded).toMatch(/^[A-Za-z0-9_-]*$/u);
  });

  it("turns any garbage into undefined, never throws", () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        expect(() => decodeJson(text)).not.toThrow();
      }),
    );
    expect(decodeJson("%%%")).toBeUndefined();
    expect(decodeJson(null)).toBeUndefined();
    expect(decodeJson(btoa("{not json"))).toBeUndefined();
  });
});

const store = () => createTokenStore({ storage: localStorage, events: window });
const fire = (key: string | null, newValue: string | null) =>
  window.dispatchEvent(new StorageEvent("storage", { key, newValue, storageArea: localStorage }));

describe("token store", () => {
  it("round-trips every stored value", () => {
    const s = store();
    s.writeTokens({ access_token: "a", refresh_token: "r" });
    s.writeMaster({ access_token: "ma", refresh_token: "mr", location: 4, warehouse: 9 });
    s.writeStore({ location: 12, warehouse: 34 });
    s.writeLanguage("en-US");
    s.writeColours({ primary: "#43B000", secondary: "#75b92a" });
    s.writeExternalPortal(true);
    s.writePortalToken({ value: "p", expires_at: 1_700_000_000_000 });
    const again = store();
    expect(again.readTokens()).toEqual({ access_token: "a", refresh_token: "r" });
    expect(again.readMaster()).toEqual({
      access_token: "ma",
      refresh_token: "mr",
      location: 4,
      warehouse: 9,
    });
    expect(again.readLocation()).toBe(12);
    expect(again.readWarehouse()).toBe(34);
    expect(again.readLanguage()).toBe("en-US");
    expect(again.readColours()).toEqual({ primary: "#43B000", secondary: "#75b92a" });
    expect(again.readExternalPortal()).toBe(true);
    expect(again.readPortalToken()).toEqual({ value: "p", expires_at: 1_700_000_000_000 });
  });

  it("keeps tokens encoded and the portal token as plain JSON", () => {
    store().writeTokens({ access_token: "visible?", refresh_token: "r" });
    expect(localStorage.getItem(STORAGE_KEYS.tokens)).not.toContain("visible?");
    store().writePortalToken({ value: "p", expires_at: 1 });
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.portalToken) ?? "")).toEqual({
      value: "p",
      expires_at: 1,
    });
  });

  it("treats garbage in any key as absent", () => {
    fc.assert(
      fc.property(fc.string(), fc.jsonValue(), (text, json) => {
        for (const key of Object.values(STORAGE_KEYS)) {
          localStorage.setItem(key, text);
          const s = store();
          expect(() => [
            s.readTokens(),
            s.readMaster(),
            s.readLocation(),
            s.readWarehouse(),
            s.readLanguage(),
            s.readColours(),
            s.readExternalPortal(),
            s.readPortalToken(),
          ]).not.toThrow();
          // Well-formed encoding of the wrong shape is absent too.
          localStorage.setItem(key, encodeJson(json));
        }
        const s = store();
        expect(s.readLocation() === undefined || Number.isInteger(json)).toBe(true);
        expect(s.readTokens()).toBeUndefined();
      }),
      { numRuns: 50 },
    );
    localStorage.setItem(STORAGE_KEYS.language, encodeJson("de-DE"));
    expect(store().readLanguage()).toBeUndefined();
    localStorage.setItem(STORAGE_KEYS.tokens, encodeJson({ access_token: "", refresh_token: "r" }));
    expect(store().readTokens()).toBeUndefined();
  });

  it("survives a storage that throws", () => {
    const broken = {
      getItem: () => {
        throw new Error("denied");
      },
      setItem: () => {
        throw new Error("quota");
      },
      removeItem: () => {
        throw new Error("denied");
      },
    } as unknown as Storage;
    const s = createTokenStore({ storage: broken });
    expect(() => s.writeTokens({ access_token: "a", refresh_token: "r" })).not.toThrow();
    expect(s.readTokens()).toBeUndefined();
    expect(() => s.clearLogin()).not.toThrow();
  });

  it("clearLogin removes the login but keeps language and colours", () => {
    const s = store();
    s.writeTokens({ access_token: "a", refresh_token: "r" });
    s.writeMaster({ access_token: "ma", refresh_token: "mr", location: null, warehouse: null });
    s.writeStore({ location: 1, warehouse: 2 });
    s.writeExternalPortal(true);
    s.writePortalToken({ value: "p", expires_at: 1 });
    s.writeLanguage("el-GR");
    s.writeColours({ primary: "#000", secondary: "#fff" });
    s.clearLogin();
    expect(s.readTokens()).toBeUndefined();
    expect(s.readMaster()).toBeUndefined();
    expect(s.readLocation()).toBeUndefined();
    expect(s.readExternalPortal()).toBe(false);
    expect(s.readPortalToken()).toBeUndefined();
    expect(s.readLanguage()).toBe("el-GR");
    expect(s.readColours()).toEqual({ primary: "#000", secondary: "#fff" });
  });

  it("tells subscribers what other tabs changed", () => {
    const listener = vi.fn<(change: TokenStoreChange) => void>();
    const unsubscribe = store().subscribe(listener);
    fire(STORAGE_KEYS.tokens, encodeJson({ access_token: "a9", refresh_token: "r9" }));
    fire(STORAGE_KEYS.tokens, null);
    fire(STORAGE_KEYS.location, encodeJson(3));
    fire(STORAGE_KEYS.language, encodeJson("en-US"));
    fire(STORAGE_KEYS.master, encodeJson({ access_token: "ma", refresh_token: "mr" }));
    fire(null, null);
    fire("unrelated", "x");
    expect(listener.mock.calls.map(([change]) => change)).toEqual([
      { type: "tokens.changed", tokens: { access_token: "a9", refresh_token: "r9" } },
      { type: "tokens.changed", tokens: undefined },
      { type: "location.changed" },
      { type: "language.changed", language: "en-US" },
      { type: "master.changed" },
      { type: "tokens.changed", tokens: undefined },
    ]);
    unsubscribe();
    fire(STORAGE_KEYS.tokens, null);
    expect(listener).toHaveBeenCalledTimes(6);
  });
});

import { describe, expect, it } from "vitest";
import * as fc from "fast-check";
import {
  externalPortalAddress,
  keptPortalToken,
  PORTAL_TOKEN_MARGIN_MS,
  PORTAL_TOKEN_PARAMETER,
  usablePortalToken,
} from "./external-portal";

const now = 1_780_000_000_000;

describe("the external portal's token and address (spec 3 Token data, spec 7)", () => {
  it("keeps GET wegPortalAuth's answer as a value with an expiry", () => {
    expect(keptPortalToken({ Success: "abc", expires_in: 3600 }, now)).toEqual({
      value: "abc",
      expires_at: now + 3_600_000,
    });
  });

  it("uses a kept token again only while more than the margin is left", () => {
    const kept = { value: "abc", expires_at: now + PORTAL_TOKEN_MARGIN_MS + 1 };
    expect(usablePortalToken(kept, now)).toBe(kept);
    expect(usablePortalToken({ ...kept, expires_at: now + PORTAL_TOKEN_MARGIN_MS }, now)).toBeUndefined();
    expect(usablePortalToken(undefined, now)).toBeUndefined();
    expect(usablePortalToken({ value: "", expires_at: now + 3_600_000 }, now)).toBeUndefined();
  });

  it("a token just kept is usable until its expiry less the margin, never after", () => {
    fc.assert(
      fc.property(
        fc.string({ minLength: 1 }),
        fc.integer({ min: 0, max: 86_400 }),
        fc.integer({ min: 0, max: 2 * 86_400_000 }),
        (value, seconds, later) => {
          const kept = keptPortalToken({ Success: value, expires_in: seconds }, now);
          const usable = usablePortalToken(kept, now + later) !== undefined;
          expect(usable).toBe(now + later < now + seconds * 1000 - PORTAL_TOKEN_MARGIN_MS);
        },
      ),
    );
  });

  it("opens the portal's url with the token in the fragment", () => {
    expect(externalPortalAddress("https://weg.example.com/", "a.b.c")).toBe(
      `https://weg.example.com/#${PORTAL_TOKEN_PARAMETER}=a.b.c`,
    );
    expect(externalPortalAddress("https://weg.example.com/start?x=1#old", "t")).toBe(
      `https://weg.example.com/start?x=1#${PORTAL_TOKEN_PARAMETER}=t`,
    );
  });

  it("opens nothing for an address that is not http(s)", () => {
    expect(externalPortalAddress("javascript:alert(1)", "t")).toBeUndefined();
    expect(externalPortalAddress("not a url", "t")).toBeUndefined();
    expect(externalPortalAddress("data:text/html,hi", "t")).toBeUndefined();
  });

  it("any token travels only in the fragment and reads back unchanged; path and query stay", () => {
    fc.assert(
      fc.property(fc.webUrl({ withQueryParameters: true }), fc.string({ minLength: 1 }), (url, token) => {
        const address = externalPortalAddress(url, token);
        expect(address).toBeDefined();
        const opened = new URL(address ?? "");
        const original = new URL(url);
        expect(opened.origin).toBe(original.origin);
        expect(opened.pathname).toBe(original.pathname);
        expect(opened.search).toBe(original.search);
        expect(new URLSearchParams(opened.hash.slice(1)).get(PORTAL_TOKEN_PARAMETER)).toBe(token);
      }),
      // Generated web addresses are slow to make; 50 runs cover schemes, ports, paths and queries.
      { numRuns: 50 },
    );
  });
});

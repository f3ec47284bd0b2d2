import { describe, expect, it } from "vitest";
import * as C from "./portal-constants";
import * as L from "./language-constants";
import * as T from "./ticket-constants";
import { avatarUrl } from "./avatar-url";
import { catalogue } from "../i18n/catalogue";
import * as fc from "fast-check";

// Every number and text of spec section 9 (and the fixed numbers of sections 2-5), pinned.
describe("spec section 9 constants", () => {
  it("registration and sign-in limits", () => {
    expect(C.MAX_REGISTRATION_STORES).toBe(5);
    expect(C.VERIFICATION_CODE_LENGTH).toBe(6);
    expect(C.PASSWORD_MIN_LENGTH).toBe(8);
    expect(C.PASSWORD_SPECIAL_CHARACTERS).toBe("@$!%*?&()~#_+={}|:;<>,.-^");
    expect(C.GREEK_MOBILE_LENGTH).toBe(10);
    expect(C.GREEK_MOBILE_PREFIX).toBe("69");
    expect(C.COUNTRY_CODES).toEqual([30, 40, 49, 357]);
    expect(C.DEFAULT_COUNTRY_CODE).toBe(30);
    expect(C.GREEK_COUNTRY_CODE).toBe(30);
    expect(C.TASK_TITLE_MIN_LENGTH).toBe(3);
  });

  it("display constants", () => {
    expect(C.STORE_TITLE_MAX_CHARACTERS).toBe(35);
    expect(C.STORE_TITLE_ELLIPSIS).toBe("…");
    expect(C.STORE_TITLE_ELLIPSIS).toHaveLength(1);
    expect(C.TRANSACTION_TOTAL_DECIMALS).toBe(2);
    expect(C.LIST_DATE_FORMAT_DASH).toBe("DD-MM-YYYY");
    expect(C.LIST_DATE_FORMAT_SLASH).toBe("DD/MM/YYYY");
    expect(C.ACTING_AS_COLLAPSED_COUNT).toBe(4);
    expect(C.ACTING_AS_USER_ID).toBe(1);
    expect(C.SIDEBAR_BREAKPOINT_PX).toBe(1219);
    expect(C.HEADER_BREAKPOINT_PX).toBe(1200);
    expect(C.DEFAULT_PRIMARY_COLOUR).toBe("#43B000");
    expect(C.DEFAULT_SECONDARY_COLOUR).toBe("#75b92a");
    expect(C.PRODUCT_VERSION_LABEL).toBe("v. 1.01");
  });

  it("posts, orders and caches", () => {
    expect(C.POST_WIDGET_FEATURED_MAX).toBe(3);
    expect(C.POST_WIDGET_NORMAL_MAX).toBe(5);
    expect(C.RECENT_ORDERS_WINDOW_DAYS).toBe(30);
    expect(C.RECENT_ORDERS_TEXT_EN).toBe("orders of the past 30 days");
    expect(C.RECENT_ORDERS_TEXT_KEY).toBe("b2b_orders_past_30_days");
    expect(C.ORDER_INVOICE_CACHE_LIFETIME_MS).toBe(240_000);
  });

  it("timers", () => {
    expect(C.TOKEN_REFRESH_INTERVAL_MS).toBe(3_300_000);
    expect(C.TOKEN_REFRESH_INTERVAL_MS).toBe(55 * 60 * 1000);
    expect(C.LOADER_DELAY_MS).toBe(1000);
    expect(C.CALENDAR_TODO_DELAY_MS).toBe(500);
  });

  it("paths", () => {
    expect(C.API_BASE_PATH).toBe("/echo/rest/api");
    expect(C.ROUTER_BASE).toBe("/portal/");
    expect(C.AVATAR_BASE_PATH).toBe("/echo/files/avatars/");
  });

  it("server data codes", () => {
    expect(C.TRANSLATIONS_APP_ID).toBe(9000);
    expect(C.UNPAID_TRANSACTION_TYPE).toBe(2);
    expect(C.KEPT_ANNOUNCEMENT_TYPE).toBe(6);
    expect(C.KEPT_ANNOUNCEMENT_ALERT_TYPE).toBe(2);
    expect(C.USER_TYPE_STAFF).toBe(2);
    expect(C.USER_TYPE_FRANCHISE).toBe(23);
    expect(C.HEAD_OFFICE_COMPANY).toBe("Franchise Group Head Office");
  });

  it("circuit codes (spec 3)", () => {
    expect(C.CIRCUIT_CODES).toEqual({
      1: "Purchases",
      5: "Sales",
      7: "Collections/payments",
      10: "Expenses",
      15: "Services",
      20: "Inventory",
      25: "Purchase orders",
      26: "Expense orders",
      30: "Sales offers",
      35: "Sales order",
      36: "Service offers",
      39: "Service orders",
      40: "Third-party items",
      45: "Items to others",
      60: "Bulk movements of securities",
    });
  });

  it("languages", () => {
    expect(L.DEFAULT_LANGUAGE).toBe("el-GR");
    expect(L.OFFERED_LANGUAGES).toEqual(["el-GR", "en-US"]);
    expect(L.APP_LANGUAGES).toEqual(["el-GR", "en-US", "fr-FR"]);
    expect(L.OFFERED_LANGUAGES).not.toContain("fr-FR");
    expect(L.DICTIONARY_CODE).toEqual({ "el-GR": "gr", "en-US": "en", "fr-FR": "fr" });
    expect(L.LANGUAGE_HEADER_CODE).toEqual({ "el-GR": "el", "en-US": "en", "fr-FR": "fr" });
    expect(L.LANGUAGE_HEADER_FALLBACK).toBe("en");
  });

  it("ticket codes and labels", () => {
    expect(T.TICKET_STATUS).toEqual({ open: 1, inProgress: 2, resolved: 3 });
    expect(T.TICKET_STATUS_LABELS).toEqual({ 1: "open", 2: "in progress", 3: "resolved" });
    expect(T.TICKET_PRIORITY).toEqual({ high: 1, medium: 2, low: 3 });
    expect(T.TICKET_PRIORITY_LABELS).toEqual({ 1: "high", 2: "medium", 3: "low" });
    expect(T.OLD_TICKET_PRIORITY).toEqual({ high: 3, normal: 4, low: 5 });
    expect(T.OLD_TICKET_PRIORITY_LABELS).toEqual({ 3: "High", 4: "Normal", 5: "Low" });
    expect(T.OLD_TICKET_RESOLVED).toEqual({ unresolved: 0, resolved: 1 });
  });
});

describe("avatarUrl", () => {
  it("builds files/avatars/{id}.{avatar} under the host", () => {
    expect(avatarUrl("https://portal.example.com", 7, "png")).toBe(
      "https://portal.example.com/echo/files/avatars/7.png",
    );
    expect(avatarUrl("https://portal.example.com//", "7", "jpg")).toBe(
      "https://portal.example.com/echo/files/avatars/7.jpg",
    );
    expect(avatarUrl("", 1, "png")).toBe("/echo/files/avatars/1.png");
  });

  it("gives null without an avatar", () => {
    expect(avatarUrl("https://h", 7, null)).toBeNull();
    expect(avatarUrl("https://h", 7, undefined)).toBeNull();
    expect(avatarUrl("https://h", 7, "")).toBeNull();
  });

  it("never leaves the avatars folder", () => {
    fc.assert(
      fc.property(
        fc.string(),
        fc.oneof(fc.nat(), fc.string({ unit: "binary" })),
        fc.string({ unit: "binary", minLength: 1 }),
        (host, id, ext) => {
          const url = avatarUrl(host, id, ext);
          expect(url).not.toBeNull();
          const tail = (url ?? "").slice(host.replace(/\/+$/, "").length);
          expect(tail.startsWith("/echo/files/avatars/")).toBe(true);
          expect(tail.slice("/echo/files/avatars/".length)).not.toContain("/");
        },
      ),
      { numRuns: 200 },
    );
  });

  it("never throws on arbitrary input", () => {
    fc.assert(
      fc.property(fc.anything(), fc.anything(), fc.anything(), (host, id, ext) => {
        expect(() => avatarUrl(host as string, id as number, ext as string)).not.toThrow();
      }),
      { numRuns: 200 },
    );
  });
});

describe("texts of section 9 in the catalogue", () => {
  it("has 'orders of the past 30 days' under its key", () => {
    expect(catalogue[C.RECENT_ORDERS_TEXT_KEY]?.en).toBe("orders of the past 30 days");
    expect(catalogue[C.RECENT_ORDERS_TEXT_KEY]?.gr).toMatch(/30/);
  });
});

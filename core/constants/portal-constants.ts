/**
 * Business constants of the portal (spec section 9, plus the numbers of sections 2, 4 and 5 that
 * are fixed). Languages live in language-constants.ts, ticket codes in ticket-constants.ts.
 * One place so the browser, the machines and the server agree on every number.
 */

/** Sidebar label (spec 2 and 9). ui/app/app.tsx imports this name. */
export const PRODUCT_VERSION_LABEL = "v. 1.01";

// ---- Paths -------------------------------------------------------------------------------------

/** Every API call goes under this prefix on the configured host (spec 7). */
export const API_BASE_PATH = "/echo/rest/api";
/** History-mode router base (spec 2); vite.config.ts uses the same value. */
export const ROUTER_BASE = "/portal/";
/** Where avatars are served (spec 7); avatar-url.ts builds the full address. */
export const AVATAR_BASE_PATH = "/echo/files/avatars/";

// ---- Registration and sign-in (spec 3, 5, 9) ---------------------------------------------------

export const MAX_REGISTRATION_STORES = 5;
export const VERIFICATION_CODE_LENGTH = 6;
export const PASSWORD_MIN_LENGTH = 8;
/** The special characters a password needs one of (spec 5), in the spec's order. */
export const PASSWORD_SPECIAL_CHARACTERS = "@$!%*?&()~#_+={}|:;<>,.-^";
export const COUNTRY_CODES = [30, 40, 49, 357] as const;
export type CountryCode = (typeof COUNTRY_CODES)[number];
export const DEFAULT_COUNTRY_CODE: CountryCode = 30;
/** The one country code with its own mobile rules. */
export const GREEK_COUNTRY_CODE: CountryCode = 30;
export const GREEK_MOBILE_LENGTH = 10;
export const GREEK_MOBILE_PREFIX = "69";
/** Spec 5 states a task title minimum of 3 as text only; kept here so forms and server agree. */
export const TASK_TITLE_MIN_LENGTH = 3;

// ---- Display ----------------------------------------------------------------------------------

/** A store title is shown cut to this many user-perceived characters (spec 3, 9). */
export const STORE_TITLE_MAX_CHARACTERS = 35;
/**
 * Appended only when a title is cut. One character (U+2026), not three dots: it takes the room of
 * one character in the narrow header and screen readers read it as an ellipsis.
 */
export const STORE_TITLE_ELLIPSIS = "\u2026";
/** Transaction totals show exactly this many decimals (spec 9). */
export const TRANSACTION_TOTAL_DECIMALS = 2;
/** Fixed date formats some lists use instead of the user's stamp_format (spec 9). */
export const LIST_DATE_FORMAT_DASH = "DD-MM-YYYY";
export const LIST_DATE_FORMAT_SLASH = "DD/MM/YYYY";
/** Acting-as list in the header: the first 4 entries, then all when expanded (spec 2, 9). */
export const ACTING_AS_COLLAPSED_COUNT = 4;
/** Only this user id sees the acting-as list (spec 2, 6). */
export const ACTING_AS_USER_ID = 1;
/** The sidebar opens by itself only when the window is wider than this (spec 2). */
export const SIDEBAR_BREAKPOINT_PX = 1219;
/** Below this width the header shows the narrow-screen menu toggle (spec 2). */
export const HEADER_BREAKPOINT_PX = 1200;
/** Default brand colours (spec 9); the server may send others, stored with the session. */
export const DEFAULT_PRIMARY_COLOUR = "#43B000";
export const DEFAULT_SECONDARY_COLOUR = "#75b92a";

// ---- Posts, orders, caches (spec 4, 9) ---------------------------------------------------------

export const POST_WIDGET_FEATURED_MAX = 3;
export const POST_WIDGET_NORMAL_MAX = 5;
/** Orders dated within this many days of today are recent; older ones are archived. */
export const RECENT_ORDERS_WINDOW_DAYS = 30;
/** Message key of the text 'orders of the past 30 days' (the catalogue holds its translations). */
export const RECENT_ORDERS_TEXT_KEY = "b2b_orders_past_30_days";
/** The spec's English text for that key, for the catalogue and for tests. */
export const RECENT_ORDERS_TEXT_EN = "orders of the past 30 days";
/** The order and invoice caches are refreshed only when older than this (spec 4). */
export const ORDER_INVOICE_CACHE_LIFETIME_MS = 4 * 60 * 1000;

// ---- Timers (spec 4, 9) ------------------------------------------------------------------------

/** 55 minutes: the access token is refreshed this often (and on a 401). */
export const TOKEN_REFRESH_INTERVAL_MS = 3_300_000;
/** Login screens keep the loader this long after translations load. */
export const LOADER_DELAY_MS = 1000;
/** The calendar's todo promise resolves after this delay. */
export const CALENDAR_TODO_DELAY_MS = 500;

// ---- Server data codes -------------------------------------------------------------------------

/** Translations are requested (and served) under this application id (spec 7, 9). */
export const TRANSLATIONS_APP_ID = 9000;
/** An invoice with this transaction_type is unpaid; any other value is paid (spec 3, 4). */
export const UNPAID_TRANSACTION_TYPE = 2;
/** Announcements kept for display: type 6 with alert_type 2 (spec 3). */
export const KEPT_ANNOUNCEMENT_TYPE = 6;
export const KEPT_ANNOUNCEMENT_ALERT_TYPE = 2;
/** User types the user-type check accepts (spec 6). */
export const USER_TYPE_STAFF = 2;
export const USER_TYPE_FRANCHISE = 23;
/**
 * greg-user needs "a company equal to the group's head-office company" (spec 6); the spec never
 * names it, so this is our seed's head-office company name, compared exactly.
 */
export const HEAD_OFFICE_COMPANY = "Franchise Group Head Office";

/** Transaction circuit codes and their names (spec 3). */
export const CIRCUIT_CODES = {
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
} as const;
export type CircuitCode = keyof typeof CIRCUIT_CODES;

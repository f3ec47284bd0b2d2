import { fc, test } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import { ROLES } from "./role";
import { routeAccess, type RouteAccess } from "./route-access";
import type { PermissionSession } from "./session";
import { HEAD_OFFICE, SAMPLE_USER_TYPES, validSession } from "./test-sessions";

const anySession: fc.Arbitrary<PermissionSession> = fc.record({
  role: fc.constantFrom(...ROLES),
  user: fc.record({
    id: fc.integer(),
    type: fc.constantFrom(...SAMPLE_USER_TYPES),
    company: fc.option(fc.oneof(fc.constant(HEAD_OFFICE), fc.integer(), fc.string()), { nil: null }),
  }),
  azure: fc.boolean(),
});
const sessionOrNone = fc.option(anySession, { nil: null });

// Literal lists from spec section 2 (with sample parameters), kept apart from the route table on purpose.
const PUBLIC_PATHS = [
  "/",
  "/register",
  "/setpassword",
  "/resetpassword/h4sh",
  "/resetpassword",
  "/emailverify/h4sh",
];
const PROTECTED_PATHS = [
  "/dashboard",
  "/about",
  "/api",
  "/allproductsandservices",
  "/activity",
  "/allclients",
  "/equipment-maintenance",
  "/evaluations",
  "/evaluations-report",
  "/evaluations-report/3",
  "/checklists",
  "/checklists/3",
  "/maintenance",
  "/maintenance/3",
  "/files",
  "/licenses",
  "/license",
  "/license/3",
  "/messages",
  "/new_ticket_old",
  "/new_ticket",
  "/notes",
  "/notes/3",
  "/note-videos",
  "/posts",
  "/posts/3",
  "/preview",
  "/page/rules",
  "/settings",
  "/tasks",
  "/tickets_old",
  "/tickets",
  "/tickets_old/3",
  "/tickets/3",
  "/training",
  "/training-history",
  "/training_material",
  "/training-files",
  "/faq",
  "/faq/3",
  "/information_material",
  "/upcomingmeetings",
  "/upcoming",
  "/users",
  "/targit-reports",
  "/error",
];
const HOME_PATHS = ["/calendar", "/invoices", "/orders", "/projects", "/subscriptions"];
const FIRST_SEGMENTS = new Set(
  [...PUBLIC_PATHS, ...PROTECTED_PATHS, ...HOME_PATHS].map((path) => path.split("/")[1] ?? ""),
);

// Property bodies return booleans (fast-check fails on false), which keeps `expect` inside `it` blocks.
const same = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b);

const isRouteAccess = (access: RouteAccess): boolean =>
  [
    { _tag: "Allow" },
    { _tag: "Forbidden" },
    ...["/", "/dashboard", "/error"].map((to) => ({ _tag: "Redirect", to })),
  ].some((allowed) => same(access, allowed));

const segment = fc.stringMatching(/^[a-z_-]{1,12}$/);
const unknownPath = fc
  .array(segment, { minLength: 1, maxLength: 4 })
  .filter((segments) => !FIRST_SEGMENTS.has(segments[0] ?? ""))
  .map((segments) => `/${segments.join("/")}`);

const TO_ROOT = { _tag: "Redirect", to: "/" };

describe("routeAccess", () => {
  test.prop([fc.string(), sessionOrNone, fc.anything()], { numRuns: 500 })(
    "never throws and answers one of the tagged results for any string",
    (path, session, company) => isRouteAccess(routeAccess(path, session, company as never)),
  );

  test.prop([fc.anything(), fc.anything()], { numRuns: 300 })(
    "never throws on values of the wrong type",
    (path, session) => isRouteAccess(routeAccess(path, session as never, HEAD_OFFICE)),
  );

  test.prop([fc.constantFrom(...PUBLIC_PATHS), anySession], { numRuns: 200 })(
    "sends a signed-in user from a public route to /dashboard",
    (path, session) => {
      return same(routeAccess(path, session, HEAD_OFFICE), { _tag: "Redirect", to: "/dashboard" });
    },
  );

  test.prop([fc.constantFrom(...PUBLIC_PATHS)], { numRuns: 100 })(
    "opens public routes without a session",
    (path) => {
      return same(routeAccess(path, null, HEAD_OFFICE), { _tag: "Allow" });
    },
  );

  test.prop([fc.constantFrom(...PROTECTED_PATHS)], { numRuns: 200 })(
    "sends a visitor without a session from any protected route to /",
    (path) => {
      return same(routeAccess(path, null, HEAD_OFFICE), TO_ROOT);
    },
  );

  test.prop([fc.constantFrom(...HOME_PATHS), sessionOrNone], { numRuns: 200 })(
    "redirects the retired overviews to / for everyone",
    (path, session) => {
      return same(routeAccess(path, session, HEAD_OFFICE), TO_ROOT);
    },
  );

  test.prop([unknownPath, sessionOrNone], { numRuns: 300 })(
    "sends unknown paths to /error",
    (path, session) => {
      return same(routeAccess(path, session, HEAD_OFFICE), { _tag: "Redirect", to: "/error" });
    },
  );

  test.prop([fc.constantFrom(...PROTECTED_PATHS), anySession], { numRuns: 300 })(
    "never sends a signed-in user on a protected route to /error or /dashboard",
    (path, session) => {
      const access = routeAccess(path, session, HEAD_OFFICE);
      return [{ _tag: "Allow" }, { _tag: "Forbidden" }, TO_ROOT].some((allowed) => same(access, allowed));
    },
  );

  it("sends paths with unknown depth or empty parameters to /error", () => {
    for (const path of [
      "/posts/3/edit",
      "/posts/",
      "/posts//",
      "/dashboard/x",
      "dashboard",
      "",
      "//",
      "/Dashboard",
    ]) {
      expect({ path, access: routeAccess(path, validSession("user"), HEAD_OFFICE) }).toEqual({
        path,
        access: path === "/posts/" ? { _tag: "Allow" } : { _tag: "Redirect", to: "/error" },
      });
    }
  });

  it("ignores query, fragment and a trailing slash", () => {
    const session = validSession("franchisee");
    expect(routeAccess("/licenses/?store=3#top", session, HEAD_OFFICE)).toEqual({ _tag: "Allow" });
    expect(routeAccess("/setpassword?m=abc", null, HEAD_OFFICE)).toEqual({ _tag: "Allow" });
  });

  it("sends a role outside the permission list to Forbidden", () => {
    expect(routeAccess("/users", validSession("user"), HEAD_OFFICE)).toEqual({ _tag: "Forbidden" });
    expect(routeAccess("/posts", validSession("trainee"), HEAD_OFFICE)).toEqual({ _tag: "Forbidden" });
    expect(routeAccess("/training-files", validSession("trainee"), HEAD_OFFICE)).toEqual({
      _tag: "Forbidden",
    });
  });

  it("sends an allowed role whose user record fails the user-type check to /", () => {
    const wrongType = { ...validSession("franchisee"), user: { id: 5, type: 7, company: HEAD_OFFICE } };
    expect(routeAccess("/users", wrongType, HEAD_OFFICE)).toEqual(TO_ROOT);
    const otherCompany = { ...validSession("greg-user"), user: { id: 5, type: 2, company: 99 } };
    expect(routeAccess("/tasks", otherCompany, HEAD_OFFICE)).toEqual(TO_ROOT);
    const notAzure = { ...validSession("azureUser"), azure: false };
    expect(routeAccess("/training-files", notAzure, HEAD_OFFICE)).toEqual(TO_ROOT);
  });

  it("asks only for a login on routes without a permission list, whatever the user record", () => {
    const notAzure = { ...validSession("azureUser"), azure: false };
    expect(routeAccess("/dashboard", notAzure, HEAD_OFFICE)).toEqual({ _tag: "Allow" });
    expect(routeAccess("/error", notAzure, HEAD_OFFICE)).toEqual({ _tag: "Allow" });
  });
});

describe("routeAccess: the commerce screens' switch (COMMERCE_SCREENS, docs/decisions.md)", () => {
  const COMMERCE_PATHS = ["/orders", "/invoices", "/subscriptions", "/transactions"];
  const ON = { commerce_screens: true };

  test.prop([
    fc.constantFrom(...COMMERCE_PATHS),
    sessionOrNone,
    fc.constantFrom({}, { commerce_screens: false }),
  ])(
    "off (or unknown, as with any other host), every commerce route is the spec's redirect to /",
    (path, session, features) => same(routeAccess(path, session, HEAD_OFFICE, features), TO_ROOT),
  );

  it("on, store owners and head office open them, everyone else is refused, nobody signed out gets in", () => {
    for (const path of COMMERCE_PATHS) {
      for (const role of ["franchisee", "store_manager", "greg-user"] as const)
        expect(routeAccess(path, validSession(role), HEAD_OFFICE, ON)).toEqual({ _tag: "Allow" });
      for (const role of ["user", "trainee", "azureUser"] as const)
        expect(routeAccess(path, validSession(role), HEAD_OFFICE, ON)).toEqual({ _tag: "Forbidden" });
      expect(routeAccess(path, null, HEAD_OFFICE, ON)).toEqual(TO_ROOT);
    }
  });

  test.prop([fc.constantFrom("/calendar", "/projects"), sessionOrNone])(
    "the switch opens nothing else: /calendar and /projects stay redirects",
    (path, session) => same(routeAccess(path, session, HEAD_OFFICE, ON), TO_ROOT),
  );
});

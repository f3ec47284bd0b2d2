import { describe, expect, it } from "vitest";
import { MENU_ENTRIES } from "./menu-entries";
import type { Role } from "./role";
import { visibleMenu } from "./visible-menu";

// Spec section 2, "Menu entries and allowed roles", copied row by row. Changing the table breaks this.
const ALL: readonly Role[] = ["azureUser", "greg-user", "user", "franchisee", "store_manager", "trainee"];
const SPEC_MENU_ROWS: Readonly<Record<string, readonly Role[]>> = {
  dashboard: ["azureUser", "greg-user", "user", "franchisee", "store_manager", "trainee"],
  posts: ["azureUser", "greg-user", "user", "franchisee", "store_manager"],
  tickets: ["azureUser", "greg-user", "user", "franchisee", "store_manager"],
  tasks: ["azureUser", "greg-user", "user", "franchisee", "store_manager"],
  evaluations: ["azureUser", "greg-user", "user", "franchisee", "store_manager"],
  "evaluations-report": ["franchisee", "store_manager"],
  checklists: ["franchisee", "store_manager"],
  users: ["franchisee", "store_manager"],
  licenses: ["franchisee", "store_manager"],
  "equipment-maintenance": ["franchisee", "store_manager"],
  information_material: ALL,
  faq: ALL,
  training: ALL,
  "targit-reports": ALL,
  "training-history": ["azureUser", "greg-user", "user", "trainee"],
  training_material: ALL, // "shown, no roles listed": decided visible to every role
  account: ALL,
  orders: [],
  subscriptions: [],
  invoices: [],
  projects: [],
  api: [],
  about: [],
};

// The same table read the other way: what each role sees, in table order.
const SPEC_VISIBLE_BY_ROLE: Readonly<Record<Role, readonly string[]>> = {
  azureUser: [
    "dashboard",
    "posts",
    "tickets",
    "tasks",
    "evaluations",
    "information_material",
    "faq",
    "training",
    "targit-reports",
    "training-history",
    "training_material",
    "account",
  ],
  "greg-user": [
    "dashboard",
    "posts",
    "tickets",
    "tasks",
    "evaluations",
    "information_material",
    "faq",
    "training",
    "targit-reports",
    "training-history",
    "training_material",
    "account",
  ],
  user: [
    "dashboard",
    "posts",
    "tickets",
    "tasks",
    "evaluations",
    "information_material",
    "faq",
    "training",
    "targit-reports",
    "training-history",
    "training_material",
    "account",
  ],
  trainee: [
    "dashboard",
    "information_material",
    "faq",
    "training",
    "targit-reports",
    "training-history",
    "training_material",
    "account",
  ],
  franchisee: [
    "dashboard",
    "posts",
    "tickets",
    "tasks",
    "evaluations",
    "evaluations-report",
    "checklists",
    "users",
    "licenses",
    "equipment-maintenance",
    "information_material",
    "faq",
    "training",
    "targit-reports",
    "training_material",
    "account",
  ],
  store_manager: [
    "dashboard",
    "posts",
    "tickets",
    "tasks",
    "evaluations",
    "evaluations-report",
    "checklists",
    "users",
    "licenses",
    "equipment-maintenance",
    "information_material",
    "faq",
    "training",
    "targit-reports",
    "training_material",
    "account",
  ],
};

const sorted = (roles: readonly string[]): string[] => [...roles].sort();

describe("menu table (spec section 2)", () => {
  it("holds exactly the spec's entries", () => {
    expect(MENU_ENTRIES.map((entry) => entry.name)).toEqual(Object.keys(SPEC_MENU_ROWS));
  });

  for (const [name, roles] of Object.entries(SPEC_MENU_ROWS)) {
    it(`${name}: ${roles.length === 0 ? "hidden, no roles" : roles.join(", ")}`, () => {
      const entry = MENU_ENTRIES.find((candidate) => candidate.name === name);
      expect(sorted(entry?.roles ?? [])).toEqual(sorted(roles));
      expect(entry?.hidden).toBe(roles.length === 0);
    });
  }

  for (const [role, names] of Object.entries(SPEC_VISIBLE_BY_ROLE)) {
    it(`${role} sees ${names.length} entries`, () => {
      expect(visibleMenu(MENU_ENTRIES, role).map((entry) => entry.name)).toEqual(names);
    });
  }

  it("account opens /activity, /files and /settings for every role", () => {
    for (const role of ALL) {
      const account = visibleMenu(MENU_ENTRIES, role).find((entry) => entry.name === "account");
      expect(account?.submenus?.map((entry) => entry.path)).toEqual(["/activity", "/files", "/settings"]);
    }
  });

  it("links each entry to its route", () => {
    expect(Object.fromEntries(MENU_ENTRIES.map((entry) => [entry.name, entry.path]))).toEqual({
      dashboard: "/dashboard",
      posts: "/posts",
      tickets: "/tickets",
      tasks: "/tasks",
      evaluations: "/evaluations",
      "evaluations-report": "/evaluations-report",
      checklists: "/checklists",
      users: "/users",
      licenses: "/licenses",
      "equipment-maintenance": "/equipment-maintenance",
      information_material: "/information_material",
      faq: "/faq",
      training: "/training",
      "targit-reports": "/targit-reports",
      "training-history": "/training-history",
      training_material: "/training_material",
      account: "/activity",
      orders: "/orders",
      subscriptions: "/subscriptions",
      invoices: "/invoices",
      projects: "/projects",
      api: "/api",
      about: "/about",
    });
  });
});

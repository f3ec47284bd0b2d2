import { ALL_EXCEPT_TRAINEE, ALL_ROLES, FRANCHISE_ROLES, type Role } from "./role";

/**
 * A sidebar entry. The server's menu (`GET menu`) has the same shape plus titles, so one filter
 * (`visibleMenu`) serves both. An empty role list means nobody sees the entry.
 */
export interface MenuEntry {
  readonly name: string;
  readonly path: string;
  readonly roles: readonly Role[];
  readonly hidden: boolean;
  readonly submenus?: readonly MenuEntry[];
}

const shown = (name: string, path: string, roles: readonly Role[]): MenuEntry => ({
  name,
  path,
  roles,
  hidden: false,
});

// "hidden, no roles": kept in the table so the sidebar knows these names and never shows them.
const hidden = (name: string, path: string): MenuEntry => ({ name, path, roles: [], hidden: true });

/** Spec section 2, "Menu entries and allowed roles", row by row, in the spec's order. */
export const MENU_ENTRIES: readonly MenuEntry[] = [
  shown("dashboard", "/dashboard", ALL_ROLES),
  shown("posts", "/posts", ALL_EXCEPT_TRAINEE),
  shown("tickets", "/tickets", ALL_EXCEPT_TRAINEE),
  shown("tasks", "/tasks", ALL_EXCEPT_TRAINEE),
  shown("evaluations", "/evaluations", ALL_EXCEPT_TRAINEE),
  shown("evaluations-report", "/evaluations-report", FRANCHISE_ROLES),
  shown("checklists", "/checklists", FRANCHISE_ROLES),
  shown("users", "/users", FRANCHISE_ROLES),
  shown("licenses", "/licenses", FRANCHISE_ROLES),
  shown("equipment-maintenance", "/equipment-maintenance", FRANCHISE_ROLES),
  shown("information_material", "/information_material", ALL_ROLES),
  shown("faq", "/faq", ALL_ROLES),
  shown("training", "/training", ALL_ROLES),
  shown("targit-reports", "/targit-reports", ALL_ROLES),
  shown("training-history", "/training-history", ["azureUser", "greg-user", "user", "trainee"]),
  // "shown, no roles listed": shown to every role (its route needs only a login).
  shown("training_material", "/training_material", ALL_ROLES),
  {
    ...shown("account", "/activity", ALL_ROLES),
    submenus: [
      shown("activity", "/activity", ALL_ROLES),
      shown("files", "/files", ALL_ROLES),
      shown("settings", "/settings", ALL_ROLES),
    ],
  },
  hidden("orders", "/orders"),
  hidden("subscriptions", "/subscriptions"),
  hidden("invoices", "/invoices"),
  hidden("projects", "/projects"),
  hidden("api", "/api"),
  hidden("about", "/about"),
];

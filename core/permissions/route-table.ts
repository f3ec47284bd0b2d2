import type { ApiArea } from "./api-areas";

/**
 * How a browser route is guarded:
 * - public: login and registration screens; a signed-in user is sent on to /dashboard;
 * - login: any signed-in user ("routes without a permission list need only a login");
 * - area: the roles of that API area and the user-type check;
 * - home: the route redirects to / for everyone.
 */
export type RouteGuard =
  | { readonly kind: "public" }
  | { readonly kind: "login" }
  | { readonly kind: "area"; readonly area: ApiArea }
  | { readonly kind: "home" };

export interface RouteEntry {
  /** Path under the router base /portal/; a segment `:name` matches any one non-empty segment. */
  readonly pattern: string;
  readonly guard: RouteGuard;
}

const PUBLIC: RouteGuard = { kind: "public" };
const LOGIN: RouteGuard = { kind: "login" };
const HOME: RouteGuard = { kind: "home" };
const area = (name: ApiArea): RouteGuard => ({ kind: "area", area: name });

/** Every route of spec section 2, with the guard of section 6. Paths not listed go to /error. */
export const ROUTE_TABLE: readonly RouteEntry[] = [
  // Public routes.
  { pattern: "/", guard: PUBLIC },
  { pattern: "/register", guard: PUBLIC },
  { pattern: "/setpassword", guard: PUBLIC },
  { pattern: "/resetpassword/:hash", guard: PUBLIC },
  { pattern: "/resetpassword", guard: PUBLIC },
  { pattern: "/emailverify/:hash", guard: PUBLIC },

  // Routes that redirect to / for everyone; /projects is the projects overview.
  { pattern: "/calendar", guard: HOME },
  { pattern: "/invoices", guard: HOME },
  { pattern: "/orders", guard: HOME },
  { pattern: "/projects", guard: HOME },
  { pattern: "/subscriptions", guard: HOME },

  // Authenticated routes with a permission list.
  { pattern: "/activity", guard: area("activity") },
  { pattern: "/files", guard: area("files") },
  { pattern: "/settings", guard: area("settings") },
  { pattern: "/tasks", guard: area("tasks") },
  { pattern: "/posts", guard: area("posts") },
  { pattern: "/posts/:id", guard: area("post-detail") },
  { pattern: "/evaluations", guard: area("evaluations") },
  { pattern: "/tickets_old", guard: area("tickets") },
  { pattern: "/tickets", guard: area("tickets") },
  { pattern: "/tickets_old/:id", guard: area("tickets") },
  { pattern: "/tickets/:id", guard: area("tickets") },
  { pattern: "/new_ticket_old", guard: area("tickets") },
  { pattern: "/new_ticket", guard: area("tickets") },
  { pattern: "/equipment-maintenance", guard: area("equipment-maintenance") },
  { pattern: "/evaluations-report", guard: area("evaluations-report") },
  { pattern: "/evaluations-report/:id", guard: area("evaluations-report") },
  { pattern: "/checklists", guard: area("checklists") },
  { pattern: "/checklists/:id", guard: area("checklists") },
  { pattern: "/maintenance", guard: area("maintenance") },
  { pattern: "/maintenance/:id", guard: area("maintenance") },
  // "licences" in section 6 covers the list and the single-licence screens.
  { pattern: "/licenses", guard: area("licenses") },
  { pattern: "/license", guard: area("licenses") },
  { pattern: "/license/:id", guard: area("licenses") },
  { pattern: "/messages", guard: area("messages") },
  { pattern: "/users", guard: area("users") },
  { pattern: "/training-history", guard: area("training-history") },
  { pattern: "/training-files", guard: area("training-files") },

  // Authenticated routes that need only a login.
  { pattern: "/dashboard", guard: LOGIN },
  { pattern: "/about", guard: LOGIN },
  { pattern: "/api", guard: LOGIN },
  { pattern: "/allproductsandservices", guard: LOGIN },
  { pattern: "/allclients", guard: LOGIN },
  { pattern: "/notes", guard: LOGIN },
  { pattern: "/notes/:id", guard: LOGIN },
  { pattern: "/note-videos", guard: LOGIN },
  { pattern: "/preview", guard: LOGIN },
  { pattern: "/page/:id", guard: LOGIN },
  { pattern: "/training", guard: LOGIN },
  { pattern: "/training_material", guard: LOGIN },
  { pattern: "/faq", guard: LOGIN },
  { pattern: "/faq/:id", guard: LOGIN },
  { pattern: "/information_material", guard: LOGIN },
  { pattern: "/upcomingmeetings", guard: LOGIN },
  { pattern: "/upcoming", guard: LOGIN },
  { pattern: "/targit-reports", guard: LOGIN },
  { pattern: "/error", guard: LOGIN },
];

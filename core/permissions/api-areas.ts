import { ALL_EXCEPT_TRAINEE, ALL_ROLES, FRANCHISE_ROLES, type Role } from "./role";

/**
 * Spec section 6, "Route permissions", as areas. An area is one subject (tickets, licences, ...) that has
 * both browser routes and server data routes; the browser route table points at these areas, so the
 * router and the server cannot disagree about who may use a subject.
 * Subjects missing here need only a login.
 */
export const API_AREA_ROLES = {
  activity: ALL_ROLES,
  files: ALL_ROLES,
  settings: ALL_ROLES,
  tasks: ALL_ROLES,
  // The spec opens a single post ("posts/{id}") to every role but the post list not to trainees.
  "post-detail": ALL_ROLES,
  posts: ALL_EXCEPT_TRAINEE,
  evaluations: ALL_EXCEPT_TRAINEE,
  // "tickets (all versions), new ticket": the older and the v2 screens and both new-ticket forms.
  tickets: ALL_EXCEPT_TRAINEE,
  "equipment-maintenance": FRANCHISE_ROLES,
  "evaluations-report": FRANCHISE_ROLES,
  checklists: FRANCHISE_ROLES,
  maintenance: FRANCHISE_ROLES,
  licenses: FRANCHISE_ROLES,
  messages: FRANCHISE_ROLES,
  users: FRANCHISE_ROLES,
  "training-history": ["azureUser", "greg-user", "user", "trainee"],
  "training-files": ["azureUser", "greg-user", "user"],
} as const satisfies Readonly<Record<string, readonly Role[]>>;

export type ApiArea = keyof typeof API_AREA_ROLES;

export const API_AREAS = Object.keys(API_AREA_ROLES) as readonly ApiArea[];

export const isApiArea = (value: unknown): value is ApiArea =>
  typeof value === "string" && Object.hasOwn(API_AREA_ROLES, value);

/** The roles that may use an area; an unknown name gives no roles. */
export const rolesForArea = (area: ApiArea): readonly Role[] => (isApiArea(area) ? API_AREA_ROLES[area] : []);

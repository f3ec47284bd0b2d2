/**
 * The six roles of the portal (spec section 6) and the one safe way to read a role from outside data.
 * Every other file of the permission table names roles only through these values.
 */
export const ROLES = ["azureUser", "greg-user", "user", "trainee", "franchisee", "store_manager"] as const;

export type Role = (typeof ROLES)[number];

/** Every role: the spec's "all roles" rows. */
export const ALL_ROLES: readonly Role[] = ROLES;

/** The spec's "all except trainee" rows. */
export const ALL_EXCEPT_TRAINEE: readonly Role[] = [
  "azureUser",
  "greg-user",
  "user",
  "franchisee",
  "store_manager",
];

/** The spec's "franchisee and store_manager only" rows. */
export const FRANCHISE_ROLES: readonly Role[] = ["franchisee", "store_manager"];

// The sidebar rule says "the role (or azureuser)": older menus spell the corporate role in lower case.
const ALIASES: Readonly<Record<string, Role>> = { azureuser: "azureUser" };

/** A role from any value: the exact role name or a known alias, otherwise undefined. Never throws. */
export const normaliseRole = (value: unknown): Role | undefined => {
  if (typeof value !== "string") return undefined;
  const exact = ROLES.find((role) => role === value);
  return exact ?? (Object.hasOwn(ALIASES, value) ? ALIASES[value] : undefined);
};

export const isRole = (value: unknown): value is Role => ROLES.some((role) => role === value);

/** Reads `portal_user_role` from a user answer of the server; anything else than a role gives undefined. */
export const roleFromUser = (
  user: { readonly portal_user_role?: unknown } | null | undefined,
): Role | undefined =>
  typeof user === "object" && user !== null ? normaliseRole(user.portal_user_role) : undefined;

/** Whether a role is in a role list that may hold aliases or foreign values (server menus). */
export const roleListIncludes = (roles: readonly unknown[], role: Role): boolean =>
  roles.some((entry) => normaliseRole(entry) === role);

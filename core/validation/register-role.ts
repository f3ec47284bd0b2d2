/** Spec 3: a registering person is Staff or Trainee, Staff by default. */
export const REGISTER_ROLES = ["staff", "trainee"] as const;
export type RegisterRole = (typeof REGISTER_ROLES)[number];
export const DEFAULT_REGISTER_ROLE: RegisterRole = "staff";

/**
 * The role a form holds. An absent role (undefined or null) is the spec's default, Staff, because
 * the screen preselects it. Text is read case-insensitively ("Staff" binds as well as "staff");
 * anything else is undefined: no role.
 */
export function readRegisterRole(value: unknown): RegisterRole | undefined {
  if (value === undefined || value === null) return DEFAULT_REGISTER_ROLE;
  if (typeof value !== "string") return undefined;
  const lower = value.toLowerCase();
  return REGISTER_ROLES.find((role) => role === lower);
}

/**
 * Spec 5: "Changing role clears the stores." The job position is kept: the spec names only the
 * stores, and a Trainee's job position is ignored by the rules anyway. Choosing the role the form
 * already has is no change and keeps the stores. Never throws: a form that is not an object
 * contributes no fields.
 */
export function changeRole<Form extends object>(
  form: Form,
  role: RegisterRole,
): Omit<Form, "role" | "store"> & { readonly role: RegisterRole; readonly store: readonly unknown[] } {
  const fields: object = typeof form === "object" && form !== null ? form : {};
  const current = readRole(fields);
  const store = current === role ? readStore(fields) : [];
  return { ...(fields as Form), role, store };
}

function readRole(form: object): RegisterRole | undefined {
  try {
    return readRegisterRole((form as { readonly role?: unknown }).role);
  } catch {
    return undefined;
  }
}

function readStore(form: object): readonly unknown[] {
  try {
    const store = (form as { readonly store?: unknown }).store;
    return Array.isArray(store) ? store : [];
  } catch {
    return [];
  }
}

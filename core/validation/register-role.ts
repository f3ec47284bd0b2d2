import type { RegisterRole } from "../schemas/auth-forms";

/**
 * Spec 3: a registering person is Staff or Trainee, Staff by default, spelled as on the wire
 * (core/schemas/auth-forms.ts owns that spelling; the type keeps these two in step with it).
 */
const ROLES: readonly RegisterRole[] = ["Staff", "Trainee"];
const DEFAULT_ROLE: RegisterRole = "Staff";

/**
 * The role a form holds, in its wire spelling. An absent role (undefined or null) is the spec's
 * default, Staff, because the screen preselects it. Text is read case-insensitively ("staff"
 * binds as well as "Staff"); anything else is undefined: no role.
 */
export function readRegisterRole(value: unknown): RegisterRole | undefined {
  if (value === undefined || value === null) return DEFAULT_ROLE;
  if (typeof value !== "string") return undefined;
  const lower = value.toLowerCase();
  return ROLES.find((role) => role.toLowerCase() === lower);
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
  try {
    return { ...(fields as Form), role, store };
  } catch {
    // Only a hostile object (a proxy refusing to list its keys) lands here; its fields are lost.
    return { role, store } as Omit<Form, "role" | "store"> & {
      readonly role: RegisterRole;
      readonly store: readonly [];
    };
  }
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

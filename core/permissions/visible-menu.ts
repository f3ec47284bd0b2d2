import { normaliseRole, roleListIncludes } from "./role";

/** The least a menu item needs for filtering: ours (`MENU_ENTRIES`) and the server's both fit. */
export interface MenuItemLike {
  readonly roles?: readonly unknown[] | null | undefined;
  readonly hidden?: boolean | null | undefined;
  readonly submenus?: readonly MenuItemLike[] | null | undefined;
}

const isVisibleTo = (entry: unknown, role: ReturnType<typeof normaliseRole>): boolean => {
  if (role === undefined || typeof entry !== "object" || entry === null) return false;
  const { roles, hidden } = entry as MenuItemLike;
  return hidden !== true && Array.isArray(roles) && roleListIncludes(roles, role);
};

/**
 * The entries a role sees in the sidebar: not hidden, and the role (or an alias such as "azureuser")
 * is in the entry's role list. Submenus are filtered the same way. An entry without a role list, an
 * unknown role and a non-array input give nothing. Never throws.
 */
export const visibleMenu = <E extends MenuItemLike>(
  entries: readonly E[] | null | undefined,
  role: unknown,
): E[] => {
  const known = normaliseRole(role);
  if (!Array.isArray(entries)) return [];
  return entries
    .filter((entry) => isVisibleTo(entry, known))
    .map((entry) =>
      // The spread keeps the entry's own type; only its submenus shrink.
      Array.isArray(entry.submenus)
        ? ({ ...entry, submenus: visibleMenu(entry.submenus, known) } as E)
        : entry,
    );
};

import type { Role } from "./role";

/**
 * A sidebar entry. The server's menu (`GET menu`) has the same shape plus titles, so one filter
 * (`visibleMenu`) serves both. An empty role list means nobody sees the entry. Its title is the
 * catalogue's `ui_menu_<name>` (dashes as underscores), owned by the entry's area.
 */
export interface MenuEntry {
  readonly name: string;
  readonly path: string;
  readonly roles: readonly Role[];
  readonly hidden: boolean;
  readonly submenus?: readonly MenuEntry[];
}

export const shownEntry = (name: string, path: string, roles: readonly Role[]): MenuEntry => ({
  name,
  path,
  roles,
  hidden: false,
});

// "hidden, no roles": kept in the table so the sidebar knows these names and never shows them.
export const hiddenEntry = (name: string, path: string): MenuEntry => ({
  name,
  path,
  roles: [],
  hidden: true,
});

/** The catalogue key of an entry's title. */
export const menuTitleKey = (name: string): string => `ui_menu_${name.replace(/-/g, "_")}`;

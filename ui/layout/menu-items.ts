import { DICTIONARY_CODE, type OfferedLanguage } from "../../core/constants/language-constants";
import { MENU_ENTRIES, RIGHT_MENU_ENTRIES } from "../../core/permissions/menu-entries";
import type { PortalRight } from "../../core/permissions/route-entry";
import { visibleMenu } from "../../core/permissions/visible-menu";
import { menuTitle } from "../../core/rules/menu-title";
import type { LocalisedTitle, ShellCustomPage, ShellMenuEntry } from "./shell-state";

export interface MenuItem {
  readonly name: string;
  readonly path: string;
  readonly label: string;
  readonly children: readonly MenuItem[];
  /** Marked current on every path under this one too (a console's entry opens its first section). */
  readonly currentUnder?: string;
}

/** Whether an entry is the page shown: its own path, or any path under its `currentUnder`. */
export const isCurrentItem = (item: MenuItem, location: string): boolean =>
  location === item.path ||
  (item.currentUnder !== undefined &&
    (location === item.currentUnder || location.startsWith(`${item.currentUnder}/`)));

type Translate = (key: string) => string;

/** A title in the app language; Greek menu titles are lowercased without accents (spec 9). */
export function localisedMenuTitle(
  title: LocalisedTitle | undefined,
  language: OfferedLanguage,
): string | undefined {
  const text = title?.[DICTIONARY_CODE[language]];
  if (typeof text !== "string" || text.trim() === "") return undefined;
  return language === "el-GR" ? menuTitle(text) : text;
}

/**
 * The sidebar's entries for a role: the server's menu (or the core table until it arrives) filtered
 * by the permission table; a title the server does not give comes from the catalogue. The entries of
 * the explicit rights the person holds (`rights`: the console's "Administration") come last, from
 * the areas' manifests: the server's menu is the spec's and knows nothing of them.
 */
export function sidebarMenu(
  menu: readonly ShellMenuEntry[] | undefined,
  role: unknown,
  language: OfferedLanguage,
  t: Translate,
  rights: readonly PortalRight[] = [],
): MenuItem[] {
  const source: readonly ShellMenuEntry[] = menu ?? MENU_ENTRIES;
  const toItem = (entry: ShellMenuEntry): MenuItem => ({
    name: entry.name,
    path: entry.path,
    label: localisedMenuTitle(entry.title, language) ?? fallbackTitle(entry.name, language, t),
    children: (entry.submenus ?? []).map(toItem),
  });
  const rightItems = RIGHT_MENU_ENTRIES.filter((entry) => rights.includes(entry.right)).map(
    (entry): MenuItem => ({
      name: entry.name,
      path: entry.path,
      label: fallbackTitle(entry.name, language, t),
      children: [],
      // "/admin/stores" stands for the whole console under "/admin".
      currentUnder: `/${entry.path.split("/")[1] ?? ""}`,
    }),
  );
  return [...visibleMenu(source, role).map(toItem), ...rightItems];
}

function fallbackTitle(name: string, language: OfferedLanguage, t: Translate): string {
  const text = t(`ui_menu_${name.replace(/-/g, "_")}`);
  return language === "el-GR" ? menuTitle(text) : text;
}

export interface PageLink {
  readonly id: number;
  readonly label: string;
  /** External pages open in a new tab; internal ones go through the router. */
  readonly href: string;
  readonly external: boolean;
}

export function customPageLinks(pages: readonly ShellCustomPage[], language: OfferedLanguage): PageLink[] {
  return pages.map((page) => {
    const external = typeof page.url === "string" && page.url.trim() !== "";
    return {
      id: page.id,
      label: localisedMenuTitle(page.title, language) ?? page.identifier,
      href: external ? (page.url as string) : `/page/${encodeURIComponent(page.identifier)}`,
      external,
    };
  });
}

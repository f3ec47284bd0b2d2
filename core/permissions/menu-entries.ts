import { AREAS } from "../areas/area-list";
import type { PlacedMenuEntry, RightMenuEntry } from "../areas/area";
import type { MenuEntry } from "./menu-entry";

/**
 * Spec section 2, "Menu entries and allowed roles": the entries the areas declare, ordered by their
 * row in the spec's table.
 */
const everyEntry: readonly PlacedMenuEntry[] = AREAS.flatMap((area): readonly PlacedMenuEntry[] => area.menu);

export const MENU_ENTRIES: readonly MenuEntry[] = everyEntry
  .toSorted((a, b) => a.row - b.row)
  .map((placed) => placed.entry);

/** The entries beyond the spec's table for the holders of an explicit right, in the areas' order. */
export const RIGHT_MENU_ENTRIES: readonly RightMenuEntry[] = AREAS.flatMap(
  (area): readonly RightMenuEntry[] => ("rightMenu" in area ? area.rightMenu : []),
);

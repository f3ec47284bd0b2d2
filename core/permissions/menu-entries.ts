import { AREAS } from "../areas/area-list";
import type { PlacedMenuEntry } from "../areas/area";
import type { MenuEntry } from "./menu-entry";

/**
 * Spec section 2, "Menu entries and allowed roles": the entries the areas declare, ordered by their
 * row in the spec's table.
 */
const everyEntry: readonly PlacedMenuEntry[] = AREAS.flatMap((area): readonly PlacedMenuEntry[] => area.menu);

export const MENU_ENTRIES: readonly MenuEntry[] = everyEntry
  .toSorted((a, b) => a.row - b.row)
  .map((placed) => placed.entry);

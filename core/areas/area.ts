import type { MenuEntry } from "../permissions/menu-entry";
import type { Role } from "../permissions/role";
import type { PortalRight, RouteEntry } from "../permissions/route-entry";

/** The fields of the base load (spec 3), each filled by the one area that owns it. */
export const BASE_LOAD_FIELDS = [
  "tickets",
  "franchiseStores",
  "maintenance",
  "tasks",
  "license",
  "staff",
  "storeMenu",
  "translations",
  "averageScore",
  "knowledgeBaseNotes",
  "azureUser",
] as const;
export type BaseLoadField = (typeof BASE_LOAD_FIELDS)[number];

/** A sidebar entry with its row in the spec's menu table (section 2), which orders the sidebar. */
export interface PlacedMenuEntry {
  readonly row: number;
  readonly entry: MenuEntry;
}

/**
 * A sidebar entry beyond the spec's menu table for the holders of an explicit right (the head-office
 * console's "Administration"): shown after the spec's entries, to whoever holds the right, whatever
 * their role. Its title is the catalogue's `ui_menu_<name>`, owned by the entry's area.
 */
export interface RightMenuEntry {
  readonly name: string;
  readonly path: string;
  readonly right: PortalRight;
}

/**
 * An area: one product capability of the spec (a menu entry and its routes, calls and rules), declared
 * once. Everything the rest of the app needs to know of it is here; the route table, the sidebar menu,
 * the permission table's areas, the catalogue and the base load are built from the list of areas
 * (core/areas/area-list.ts); its texts are its `<id>Catalogue` export, listed in core/areas/area-catalogues.ts. Its screens are `ui/features/<id>/` and its server part `server/<id>/`.
 */
export interface Area {
  readonly id: string;
  /** Spec 6 permission rows this area owns: API area name → the roles that may use it. */
  readonly apiAreas: Readonly<Record<string, readonly Role[]>>;
  /** Its browser routes (spec 2) with their guards (spec 6). */
  readonly routes: readonly RouteEntry[];
  readonly menu: readonly PlacedMenuEntry[];
  /** Entries for the holders of an explicit right, beyond the spec's table (none in most areas). */
  readonly rightMenu?: readonly RightMenuEntry[];
  readonly baseLoad: readonly BaseLoadField[];
}

/** Keeps the literal types of an area (its API area names, its catalogue keys) for the derived tables. */
export const defineArea = <const A extends Area>(area: A): A => area;

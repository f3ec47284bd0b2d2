import { AREAS } from "../areas/area-list";
import type { RouteEntry } from "./route-entry";

/**
 * Every route of spec section 2, with the guard of section 6: the routes the areas declare
 * (core/<area>/<area>.area.ts), in the order of the area list. Paths not listed go to /error.
 */
export const ROUTE_TABLE: readonly RouteEntry[] = AREAS.flatMap((area): readonly RouteEntry[] => area.routes);

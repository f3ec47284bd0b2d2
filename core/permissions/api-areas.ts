import { AREAS } from "../areas/area-list";
import type { Role } from "./role";

/**
 * Spec section 6, "Route permissions", as areas. An API area is one subject (tickets, licences, ...)
 * that has both browser routes and server data routes; the browser route table points at these
 * areas, so the router and the server cannot disagree about who may use a subject. Each product
 * area declares the rows it owns (`apiAreas` in core/<area>/<area>.area.ts); this is their union.
 * Subjects missing here need only a login.
 */
type KeysOfEach<T> = T extends unknown ? keyof T : never;
export type ApiArea = KeysOfEach<(typeof AREAS)[number]["apiAreas"]> & string;

export const API_AREA_ROLES: Readonly<Record<ApiArea, readonly Role[]>> = Object.assign(
  {},
  ...AREAS.map((area) => area.apiAreas),
);

export const API_AREAS = Object.keys(API_AREA_ROLES) as readonly ApiArea[];

export const isApiArea = (value: unknown): value is ApiArea =>
  typeof value === "string" && Object.hasOwn(API_AREA_ROLES, value);

/** The roles that may use an area; an unknown name gives no roles. */
export const rolesForArea = (area: string): readonly Role[] => (isApiArea(area) ? API_AREA_ROLES[area] : []);

import { defineArea } from "../areas/area";
import { hiddenEntry, shownEntry } from "../permissions/menu-entry";
import { ALL_ROLES } from "../permissions/role";
import { LOGIN, areaGuard } from "../permissions/route-entry";

/**
 * Information material, FAQ, reports and the small pages (spec 2, 6): the three menu entries open to
 * all roles are API areas, so the server's guards and the router read the same rows; /about,
 * /allproductsandservices, /allclients, /preview and /search need a login (docs/decisions.md, "The small screens").
 */
export const informationArea = defineArea({
  id: "information",
  apiAreas: { information_material: ALL_ROLES, faq: ALL_ROLES, "targit-reports": ALL_ROLES },
  routes: [
    { pattern: "/information_material", guard: areaGuard("information_material") },
    { pattern: "/faq", guard: areaGuard("faq") },
    { pattern: "/faq/:id", guard: areaGuard("faq") },
    { pattern: "/about", guard: LOGIN },
    { pattern: "/allproductsandservices", guard: LOGIN },
    { pattern: "/allclients", guard: LOGIN },
    { pattern: "/targit-reports", guard: areaGuard("targit-reports") },
    { pattern: "/preview", guard: LOGIN },
    // The search across every area (issue #32): each person finds what they may see.
    { pattern: "/search", guard: LOGIN },
  ],
  menu: [
    { row: 11, entry: shownEntry("information_material", "/information_material", ALL_ROLES) },
    { row: 12, entry: shownEntry("faq", "/faq", ALL_ROLES) },
    { row: 14, entry: shownEntry("targit-reports", "/targit-reports", ALL_ROLES) },
    { row: 23, entry: hiddenEntry("about", "/about") },
  ],
  baseLoad: [],
});

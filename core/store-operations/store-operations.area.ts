import { defineArea } from "../areas/area";
import { shownEntry } from "../permissions/menu-entry";
import { FRANCHISE_ROLES } from "../permissions/role";
import { areaGuard } from "../permissions/route-entry";

/** Licences, equipment maintenance, messages and the store menu (spec 2, 3, 6; issue 17). */
export const storeOperationsArea = defineArea({
  id: "store-operations",
  apiAreas: {
    "equipment-maintenance": FRANCHISE_ROLES,
    maintenance: FRANCHISE_ROLES,
    // "licences" in section 6 covers the list and the single-licence screens.
    licenses: FRANCHISE_ROLES,
    messages: FRANCHISE_ROLES,
  },
  routes: [
    { pattern: "/equipment-maintenance", guard: areaGuard("equipment-maintenance") },
    { pattern: "/maintenance", guard: areaGuard("maintenance") },
    { pattern: "/maintenance/:id", guard: areaGuard("maintenance") },
    { pattern: "/licenses", guard: areaGuard("licenses") },
    { pattern: "/license", guard: areaGuard("licenses") },
    { pattern: "/license/:id", guard: areaGuard("licenses") },
    { pattern: "/messages", guard: areaGuard("messages") },
  ],
  menu: [
    { row: 9, entry: shownEntry("licenses", "/licenses", FRANCHISE_ROLES) },
    { row: 10, entry: shownEntry("equipment-maintenance", "/equipment-maintenance", FRANCHISE_ROLES) },
  ],
  baseLoad: ["maintenance", "license", "storeMenu"],
});

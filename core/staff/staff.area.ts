import { defineArea } from "../areas/area";
import { shownEntry } from "../permissions/menu-entry";
import { FRANCHISE_ROLES } from "../permissions/role";
import { areaGuard } from "../permissions/route-entry";

/** Staff (/users, spec 6: franchisee and store manager): the store's staff list and the approval of self-registered accounts. */
export const staffArea = defineArea({
  id: "staff",
  apiAreas: { users: FRANCHISE_ROLES },
  routes: [{ pattern: "/users", guard: areaGuard("users") }],
  menu: [{ row: 8, entry: shownEntry("users", "/users", FRANCHISE_ROLES) }],
  baseLoad: ["staff"],
});

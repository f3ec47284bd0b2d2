import { defineArea } from "../areas/area";
import { hiddenEntry, shownEntry } from "../permissions/menu-entry";
import { ALL_ROLES } from "../permissions/role";
import { LOGIN } from "../permissions/route-entry";

/** The signed-in shell: the dashboard, custom pages, the API page, the error page; header and sidebar texts. */
export const shellArea = defineArea({
  id: "shell",
  apiAreas: {},
  routes: [
    { pattern: "/dashboard", guard: LOGIN },
    { pattern: "/api", guard: LOGIN },
    { pattern: "/page/:id", guard: LOGIN },
    { pattern: "/error", guard: LOGIN },
  ],
  menu: [
    { row: 1, entry: shownEntry("dashboard", "/dashboard", ALL_ROLES) },
    { row: 22, entry: hiddenEntry("api", "/api") },
  ],
  baseLoad: ["franchiseStores", "translations", "azureUser"],
});

import { defineArea } from "../areas/area";
import { shownEntry } from "../permissions/menu-entry";
import { ALL_ROLES } from "../permissions/role";
import { areaGuard } from "../permissions/route-entry";

/** The account entry and its submenus: activity, files, profile settings (spec 2, 6). */
export const accountArea = defineArea({
  id: "account",
  apiAreas: { activity: ALL_ROLES, files: ALL_ROLES, settings: ALL_ROLES },
  routes: [
    { pattern: "/activity", guard: areaGuard("activity") },
    { pattern: "/files", guard: areaGuard("files") },
    { pattern: "/settings", guard: areaGuard("settings") },
  ],
  menu: [
    {
      row: 17,
      entry: {
        ...shownEntry("account", "/activity", ALL_ROLES),
        submenus: [
          shownEntry("activity", "/activity", ALL_ROLES),
          shownEntry("files", "/files", ALL_ROLES),
          shownEntry("settings", "/settings", ALL_ROLES),
        ],
      },
    },
  ],
  baseLoad: [],
});

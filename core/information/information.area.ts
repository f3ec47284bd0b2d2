import { defineArea } from "../areas/area";
import { hiddenEntry, shownEntry } from "../permissions/menu-entry";
import { ALL_ROLES } from "../permissions/role";
import { LOGIN } from "../permissions/route-entry";
import { informationMessages } from "./information-catalogue";

/** Information material, FAQ, reports and the small pages (spec 2). Not built yet. */
export const informationArea = defineArea({
  id: "information",
  apiAreas: {},
  routes: [
    { pattern: "/information_material", guard: LOGIN },
    { pattern: "/faq", guard: LOGIN },
    { pattern: "/faq/:id", guard: LOGIN },
    { pattern: "/about", guard: LOGIN },
    { pattern: "/allproductsandservices", guard: LOGIN },
    { pattern: "/allclients", guard: LOGIN },
    { pattern: "/targit-reports", guard: LOGIN },
    { pattern: "/preview", guard: LOGIN },
  ],
  menu: [
    { row: 11, entry: shownEntry("information_material", "/information_material", ALL_ROLES) },
    { row: 12, entry: shownEntry("faq", "/faq", ALL_ROLES) },
    { row: 14, entry: shownEntry("targit-reports", "/targit-reports", ALL_ROLES) },
    { row: 23, entry: hiddenEntry("about", "/about") },
  ],
  catalogue: informationMessages,
  baseLoad: [],
});

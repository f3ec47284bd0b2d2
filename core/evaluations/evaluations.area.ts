import { defineArea } from "../areas/area";
import { shownEntry } from "../permissions/menu-entry";
import { ALL_EXCEPT_TRAINEE, FRANCHISE_ROLES } from "../permissions/role";
import { areaGuard } from "../permissions/route-entry";

/** Evaluations, evaluation reports and checklists (spec 2, 3, 6). Not built yet. */
export const evaluationsArea = defineArea({
  id: "evaluations",
  apiAreas: {
    evaluations: ALL_EXCEPT_TRAINEE,
    "evaluations-report": FRANCHISE_ROLES,
    checklists: FRANCHISE_ROLES,
  },
  routes: [
    { pattern: "/evaluations", guard: areaGuard("evaluations") },
    { pattern: "/evaluations-report", guard: areaGuard("evaluations-report") },
    { pattern: "/evaluations-report/:id", guard: areaGuard("evaluations-report") },
    { pattern: "/checklists", guard: areaGuard("checklists") },
    { pattern: "/checklists/:id", guard: areaGuard("checklists") },
  ],
  menu: [
    { row: 5, entry: shownEntry("evaluations", "/evaluations", ALL_EXCEPT_TRAINEE) },
    { row: 6, entry: shownEntry("evaluations-report", "/evaluations-report", FRANCHISE_ROLES) },
    { row: 7, entry: shownEntry("checklists", "/checklists", FRANCHISE_ROLES) },
  ],
  baseLoad: ["averageScore"],
});

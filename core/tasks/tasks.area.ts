import { defineArea } from "../areas/area";
import { hiddenEntry, shownEntry } from "../permissions/menu-entry";
import { ALL_EXCEPT_TRAINEE, ALL_ROLES } from "../permissions/role";
import { areaGuard, HOME } from "../permissions/route-entry";

/** Tasks and projects (spec 3, 4). Not built yet. The projects overview redirects to / (spec 2). */
export const tasksArea = defineArea({
  id: "tasks",
  apiAreas: { tasks: ALL_ROLES },
  routes: [
    { pattern: "/tasks", guard: areaGuard("tasks") },
    { pattern: "/projects", guard: HOME },
  ],
  menu: [
    { row: 4, entry: shownEntry("tasks", "/tasks", ALL_EXCEPT_TRAINEE) },
    { row: 21, entry: hiddenEntry("projects", "/projects") },
  ],
  baseLoad: ["tasks"],
});

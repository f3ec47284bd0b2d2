import { defineArea } from "../areas/area";
import { shownEntry } from "../permissions/menu-entry";
import { ALL_ROLES } from "../permissions/role";
import { areaGuard, LOGIN } from "../permissions/route-entry";

const HISTORY_ROLES = ["azureUser", "greg-user", "user", "trainee"] as const;

/** Training: schedule, exams, material, notes, videos, history and files (spec 2, 3, 4, 6). */
export const trainingArea = defineArea({
  id: "training",
  apiAreas: {
    "training-history": HISTORY_ROLES,
    "training-files": ["azureUser", "greg-user", "user"],
  },
  routes: [
    { pattern: "/training", guard: LOGIN },
    { pattern: "/training-history", guard: areaGuard("training-history") },
    { pattern: "/training_material", guard: LOGIN },
    { pattern: "/training-files", guard: areaGuard("training-files") },
    { pattern: "/notes", guard: LOGIN },
    { pattern: "/notes/:id", guard: LOGIN },
    { pattern: "/note-videos", guard: LOGIN },
  ],
  menu: [
    { row: 13, entry: shownEntry("training", "/training", ALL_ROLES) },
    { row: 15, entry: shownEntry("training-history", "/training-history", HISTORY_ROLES) },
    // "shown, no roles listed": shown to every role (its route needs only a login).
    { row: 16, entry: shownEntry("training_material", "/training_material", ALL_ROLES) },
  ],
  baseLoad: ["knowledgeBaseNotes"],
});

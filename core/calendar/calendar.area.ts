import { defineArea } from "../areas/area";
import { HOME, LOGIN } from "../permissions/route-entry";

/**
 * Meetings (spec 2, 3, 7): /upcoming and /upcomingmeetings need only a login (the spec lists no roles);
 * each person sees the meetings of their stores and role. Scheduling is head office's every-store
 * grant (core/calendar/meeting-scheduling.ts). /calendar redirects to / for everyone (spec 2).
 */
export const calendarArea = defineArea({
  id: "calendar",
  apiAreas: {},
  routes: [
    { pattern: "/upcomingmeetings", guard: LOGIN },
    { pattern: "/upcoming", guard: LOGIN },
    { pattern: "/calendar", guard: HOME },
  ],
  menu: [],
  baseLoad: [],
});

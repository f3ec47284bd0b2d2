import { defineArea } from "../areas/area";
import { HOME, LOGIN } from "../permissions/route-entry";
import { calendarMessages } from "./calendar-catalogue";

/** Meetings (spec 2, 3). Not built yet; /calendar redirects to / for everyone. */
export const calendarArea = defineArea({
  id: "calendar",
  apiAreas: {},
  routes: [
    { pattern: "/upcomingmeetings", guard: LOGIN },
    { pattern: "/upcoming", guard: LOGIN },
    { pattern: "/calendar", guard: HOME },
  ],
  menu: [],
  catalogue: calendarMessages,
  baseLoad: [],
});

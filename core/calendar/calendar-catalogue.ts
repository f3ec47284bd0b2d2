import type { CataloguePart } from "../i18n/catalogue-entry";

/** The titles of the calendar area: its sidebar entry and its screens. */
export const calendarMessages = {
  ui_route_upcomingmeetings: { en: "Upcoming meetings", gr: "Επερχόμενες συναντήσεις" },
  ui_route_upcoming: { en: "Upcoming", gr: "Επερχόμενα" },
} as const satisfies CataloguePart;

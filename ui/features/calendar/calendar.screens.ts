import { lazy } from "react";
import type { FeatureScreens } from "../../platform/feature-screens";

/** The calendar area's screens (core/calendar/calendar.area.ts); /calendar stays a redirect. */
export const screens: FeatureScreens = {
  "/upcoming": lazy(() => import("./calendar-route").then((m) => ({ default: m.UpcomingRoute }))),
  "/upcomingmeetings": lazy(() =>
    import("./calendar-route").then((m) => ({ default: m.UpcomingMeetingsRoute })),
  ),
};

import { mayScheduleMeetings } from "../../../core/calendar/meeting-scheduling";
import { requireRight } from "../../http/middleware/require-right";

/** After requireSession: only head office (core/calendar/meeting-scheduling.ts) schedules; others 403. */
export const requireSchedulingRight = () =>
  requireRight(({ permission, user }) => mayScheduleMeetings(permission, user));

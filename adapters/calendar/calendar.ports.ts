import { CALENDAR_PORTS } from "../../machines/calendar/calendar-ports";
import { areaPorts } from "../ports/ports-module";
import { createCalendarAdapter } from "./calendar-adapter";

/** The calendar screens' ports: the meetings and scheduling one (with its idempotency key). */
export const ports = areaPorts(CALENDAR_PORTS, (world) => createCalendarAdapter(world));

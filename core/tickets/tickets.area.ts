import { defineArea } from "../areas/area";
import { shownEntry } from "../permissions/menu-entry";
import { ALL_EXCEPT_TRAINEE } from "../permissions/role";
import { areaGuard } from "../permissions/route-entry";

const TICKETS = areaGuard("tickets");

/** Support tickets, both forms (spec 2, 3, 4, 7): lists, details, new tickets, threads, files. */
export const ticketsArea = defineArea({
  id: "tickets",
  // "tickets (all versions), new ticket": the older and the v2 screens and both new-ticket forms.
  apiAreas: { tickets: ALL_EXCEPT_TRAINEE },
  routes: [
    { pattern: "/tickets_old", guard: TICKETS },
    { pattern: "/tickets", guard: TICKETS },
    { pattern: "/tickets_old/:id", guard: TICKETS },
    { pattern: "/tickets/:id", guard: TICKETS },
    { pattern: "/new_ticket_old", guard: TICKETS },
    { pattern: "/new_ticket", guard: TICKETS },
  ],
  menu: [{ row: 3, entry: shownEntry("tickets", "/tickets", ALL_EXCEPT_TRAINEE) }],
  baseLoad: ["tickets"],
});

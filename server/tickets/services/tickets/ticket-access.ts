import { eq } from "drizzle-orm";
import { isId } from "../../../../core/schemas/ids";
import type { Database } from "../../../db/database";
import { tickets } from "../../tables/tickets";
import { NotFound } from "../../../domain-errors";
import { canSeeLocation } from "../../../services/stores/store-access";

/** Who is asking: the session's user, as far as ticket access needs it. */
export interface TicketUser {
  readonly id: number;
  /** The explicit every-store grant (head office); core/permissions/store-scope.ts. */
  readonly allStores: boolean;
  readonly fName: string;
  readonly lName: string;
  /** Spec 3's code, for the Greek article before the name in a notice (core/i18n/greek-article.ts). */
  readonly gender: number;
}

/** The name a message is signed with. */
export const contactNameOf = (user: TicketUser): string => `${user.fName} ${user.lName}`.trim();

// Store scope is one rule for every area (server/services/stores/store-access.ts).
export { canSeeLocation, requireLocation } from "../../../services/stores/store-access";

export type TicketRow = typeof tickets.$inferSelect;

/**
 * A v2 ticket the user may see, optionally checked to be in `locationId`. Unknown, elsewhere and
 * not visible are all the same 404, so nobody learns that another store's ticket exists.
 */
export async function visibleTicket(
  db: Database,
  user: TicketUser,
  ticketId: number,
  locationId?: number,
): Promise<TicketRow> {
  const [ticket] = isId(ticketId)
    ? await db.select().from(tickets).where(eq(tickets.id, ticketId)).limit(1)
    : [];
  if (
    ticket === undefined ||
    (locationId !== undefined && ticket.locationId !== locationId) ||
    !(await canSeeLocation(db, user, ticket.locationId))
  )
    throw new NotFound("b2b_not_found");
  return ticket;
}

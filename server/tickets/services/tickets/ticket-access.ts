import { and, eq } from "drizzle-orm";
import { seesEveryStore } from "../../../../core/permissions/store-scope";
import { isId } from "../../../../core/schemas/ids";
import type { Database } from "../../../db/database";
import { stores } from "../../../db/schema/stores";
import { tickets } from "../../tables/tickets";
import { userStores } from "../../../db/schema/user-stores";
import { Forbidden, NotFound } from "../../../domain-errors";

/** Who is asking: the session's user, as far as ticket access needs it. */
export interface TicketUser {
  readonly id: number;
  /** The explicit every-store grant (head office); core/permissions/store-scope.ts. */
  readonly allStores: boolean;
  readonly fName: string;
  readonly lName: string;
}

/** The name a message is signed with. */
export const contactNameOf = (user: TicketUser): string => `${user.fName} ${user.lName}`.trim();

/** Whether the user may see the tickets of this store: one indexed read. */
export async function canSeeLocation(db: Database, user: TicketUser, locationId: number): Promise<boolean> {
  if (!isId(locationId)) return false;
  const rows = seesEveryStore(user)
    ? await db.select({ id: stores.id }).from(stores).where(eq(stores.id, locationId)).limit(1)
    : await db
        .select({ id: userStores.storeId })
        .from(userStores)
        .where(and(eq(userStores.userId, user.id), eq(userStores.storeId, locationId)))
        .limit(1);
  return rows.length > 0;
}

/** A named store the user cannot see is 403 (the contract's rule for `location_id`). */
export async function requireLocation(db: Database, user: TicketUser, locationId: number): Promise<void> {
  if (!(await canSeeLocation(db, user, locationId))) throw new Forbidden("b2b_forbidden");
}

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

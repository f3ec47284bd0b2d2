import { and, asc, desc, eq, lt, type SQL } from "drizzle-orm";
import { OLD_TICKET_RESOLVED } from "../../../../core/constants/ticket-constants";
import type { TicketListQuery } from "../../../../core/tickets/ticket-list-query";
import { pageOfRows } from "../../../../core/lists/keyset-cursor";
import type { OldTicketPayload } from "../../../../core/tickets/ticket-wire";
import type { Database } from "../../../db/database";
import { ticketsOld, ticketsOldThread } from "../../tables/tickets-old";
import { NotFound } from "../../../domain-errors";
import { isId, MAX_ID } from "../../../../core/schemas/ids";
import {
  requestHash,
  runIdempotent,
  type IdempotentAnswer,
} from "../../../services/idempotency/run-idempotent";
import { tellReporter } from "./ticket-reporter-notices";
import { canSeeLocation, contactNameOf, type TicketUser } from "./ticket-access";

const iso = (stamp: Date | null): string | null => (stamp === null ? null : stamp.toISOString());

const summaryColumns = {
  id: ticketsOld.id,
  title: ticketsOld.title,
  priority: ticketsOld.priority,
  resolved: ticketsOld.resolved,
  c_stamp: ticketsOld.cStamp,
  m_stamp: ticketsOld.mStamp,
  edc_stamp: ticketsOld.edcStamp,
};

interface OldSummaryRow {
  readonly id: number;
  readonly title: string;
  readonly priority: number;
  readonly resolved: number;
  readonly c_stamp: Date;
  readonly m_stamp: Date;
  readonly edc_stamp: Date | null;
}

const wireSummary = (row: OldSummaryRow) => ({
  ...row,
  c_stamp: row.c_stamp.toISOString(),
  m_stamp: row.m_stamp.toISOString(),
  edc_stamp: iso(row.edc_stamp),
});

/** GET tickets_old/location/{id}: keyset page as for v2, the resolved tab is `resolved = 1`. */
export async function listTicketsOld(db: Database, locationId: number, query: TicketListQuery) {
  const conditions: SQL[] = [eq(ticketsOld.locationId, locationId)];
  if (query.status === "resolved") conditions.push(eq(ticketsOld.resolved, OLD_TICKET_RESOLVED.resolved));
  if (query.beforeId !== null && query.beforeId <= MAX_ID) conditions.push(lt(ticketsOld.id, query.beforeId));
  const rows = await db
    .select(summaryColumns)
    .from(ticketsOld)
    .where(and(...conditions))
    .orderBy(desc(ticketsOld.id))
    .limit(query.limit + 1);
  return pageOfRows(rows.map(wireSummary), query.limit);
}

/** An older-form ticket the user may see; 404 otherwise (existence is not told). */
async function visibleOldTicket(db: Database, user: TicketUser, ticketId: number) {
  const [ticket] = isId(ticketId)
    ? await db.select().from(ticketsOld).where(eq(ticketsOld.id, ticketId)).limit(1)
    : [];
  if (ticket === undefined || !(await canSeeLocation(db, user, ticket.locationId)))
    throw new NotFound("b2b_not_found");
  return ticket;
}

const threadColumns = {
  id: ticketsOldThread.id,
  from_contact_name: ticketsOldThread.fromContactName,
  message: ticketsOldThread.message,
  c_stamp: ticketsOldThread.cStamp,
  m_stamp: ticketsOldThread.mStamp,
};

const wireEntry = (entry: {
  id: number;
  from_contact_name: string;
  message: string;
  c_stamp: Date;
  m_stamp: Date;
}) => ({
  ...entry,
  c_stamp: entry.c_stamp.toISOString(),
  m_stamp: entry.m_stamp.toISOString(),
});

/** GET tickets_old/{id}: the ticket with its thread, oldest entry first. */
export async function oldTicketDetail(db: Database, user: TicketUser, ticketId: number) {
  const ticket = await visibleOldTicket(db, user, ticketId);
  const thread = await db
    .select(threadColumns)
    .from(ticketsOldThread)
    .where(eq(ticketsOldThread.ticketId, ticket.id))
    .orderBy(asc(ticketsOldThread.id));
  return {
    ...wireSummary({
      id: ticket.id,
      title: ticket.title,
      priority: ticket.priority,
      resolved: ticket.resolved,
      c_stamp: ticket.cStamp,
      m_stamp: ticket.mStamp,
      edc_stamp: ticket.edcStamp,
    }),
    thread: thread.map(wireEntry),
  };
}

async function addEntry(tx: Database, ticketId: number, user: TicketUser, message: string, now: Date) {
  const [entry] = await tx
    .insert(ticketsOldThread)
    .values({
      ticketId,
      fromUserId: user.id,
      fromContactName: contactNameOf(user),
      message: message.trim(),
      cStamp: now,
      mStamp: now,
    })
    .returning(threadColumns);
  if (entry === undefined) throw new Error("thread insert returned no row");
  await tx.update(ticketsOld).set({ mStamp: now }).where(eq(ticketsOld.id, ticketId));
  return wireEntry(entry);
}

/** POST tickets_old: a new older-form ticket (unresolved) with its first thread entry. */
export async function createOldTicket(
  db: Database,
  request: {
    readonly user: TicketUser;
    readonly key: string | undefined;
    readonly payload: OldTicketPayload;
    readonly now: Date;
  },
): Promise<IdempotentAnswer<{ readonly id: number }>> {
  const { user, payload, now } = request;
  return db.transaction(async (tx) =>
    runIdempotent(
      tx,
      { userId: user.id, key: request.key, hash: requestHash("POST tickets_old", payload), now },
      async () => {
        const [ticket] = await tx
          .insert(ticketsOld)
          .values({
            locationId: payload.location_id,
            title: payload.title.trim(),
            priority: payload.priority,
            resolved: OLD_TICKET_RESOLVED.unresolved,
            createdBy: user.id,
            cStamp: now,
            mStamp: now,
          })
          .returning({ id: ticketsOld.id });
        if (ticket === undefined) throw new Error("ticket insert returned no row");
        await addEntry(tx, ticket.id, user, payload.message, now);
        return { status: 201 as const, body: { id: ticket.id } };
      },
    ),
  );
}

/** POST saveThreadMessage: an entry on an older-form ticket the user may see; the reporter is told. */
export async function addOldThreadMessage(
  db: Database,
  request: {
    readonly user: TicketUser;
    readonly key: string | undefined;
    readonly payload: { readonly ticket_id: number; readonly message: string };
    readonly publicUrl: string;
    readonly now: Date;
  },
): Promise<IdempotentAnswer<ReturnType<typeof wireEntry>>> {
  const { user, payload, now } = request;
  const ticket = await visibleOldTicket(db, user, payload.ticket_id);
  return db.transaction(async (tx) =>
    runIdempotent(
      tx,
      { userId: user.id, key: request.key, hash: requestHash("POST saveThreadMessage", payload), now },
      async () => {
        const entry = await addEntry(tx, ticket.id, user, payload.message, now);
        await tellReporter(tx, {
          ticket,
          form: "old",
          actor: user,
          news: { kind: "reply", message: payload.message },
          publicUrl: request.publicUrl,
          now,
        });
        return { status: 201 as const, body: entry };
      },
    ),
  );
}

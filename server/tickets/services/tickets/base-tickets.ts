import { HEAD_OFFICE_COMPANY } from "../../../../core/constants/portal-constants";
import { areaAccess } from "../../../../core/permissions/area-access";
import type { PermissionSession } from "../../../../core/permissions/session";
import { TICKET_PAGE_DEFAULT_LIMIT } from "../../../../core/tickets/ticket-list-query";
import type { Database } from "../../../db/database";
import { listTicketsV2, type Language } from "./ticket-reads";

/**
 * The `tickets` of GET base: the first page of the store's v2 tickets (all tab), for roles that may
 * use the tickets area and only for a store the caller already checked; [] otherwise.
 */
export async function baseTickets(
  db: Database,
  permission: PermissionSession,
  locationId: number | undefined,
  language: Language,
) {
  if (locationId === undefined || areaAccess("tickets", permission, HEAD_OFFICE_COMPANY)._tag !== "Allow")
    return [];
  const page = await listTicketsV2(
    db,
    locationId,
    { status: "all", beforeId: null, limit: TICKET_PAGE_DEFAULT_LIMIT },
    language,
  );
  return page.items;
}

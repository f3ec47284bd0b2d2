import { areaAccess } from "../../../../core/permissions/area-access";
import { HEAD_OFFICE_COMPANY } from "../../../../core/constants/portal-constants";
import { messageText } from "../../../services/delivery/message-text";
import type { SearchSource } from "../../../services/search/search-source";
import { searchDatedRecords } from "../dated-records";
import { maintenanceKind } from "../maintenance";
import { searchDate } from "./search-date";

/**
 * The selected store's equipment and its maintenance by equipment and notes ("espresso" finds
 * "Μηχανή espresso La Marzocco"), for those the maintenance area is open to and only in a store they
 * may see: the same two checks as the maintenance list (requireArea("maintenance") and
 * requireLocation). The excerpt is the next service, then the notes.
 */
export const equipmentSearchSource: SearchSource = {
  id: "equipment",
  search: async ({ db, session, matches, store, language, limit }) => {
    if (areaAccess("maintenance", session.permission, HEAD_OFFICE_COMPANY)._tag !== "Allow") return undefined;
    if (store === undefined) return [];
    const rows = await searchDatedRecords(db, maintenanceKind, store.id, matches, limit);
    return rows.map((row) => {
      const next = `${messageText("ui_maintenance_next", language)}: ${searchDate(row.nextMaintenanceDate)}`;
      return {
        source: "equipment",
        id: row.id,
        title: row.equipment,
        excerpt: row.notes === "" ? next : `${next} · ${row.notes}`,
        path: `/maintenance/${row.id}`,
        store: store.name,
      };
    });
  },
};

import { areaAccess } from "../../../../core/permissions/area-access";
import { HEAD_OFFICE_COMPANY } from "../../../../core/constants/portal-constants";
import { messageText } from "../../../services/delivery/message-text";
import type { SearchSource } from "../../../services/search/search-source";
import { searchDatedRecords } from "../dated-records";
import { licenseKind } from "../licenses";
import { searchDate } from "./search-date";

/**
 * Licences of the selected store by title ("HACCP" finds "Πιστοποίηση HACCP (ISO 22000)"), for those
 * the licences area is open to and only in a store they may see: the same two checks as the licence
 * list (requireArea("licenses") and requireLocation). The excerpt is the expiry the list shows.
 */
export const licenseSearchSource: SearchSource = {
  id: "licenses",
  search: async ({ db, session, matches, store, language, limit }) => {
    if (areaAccess("licenses", session.permission, HEAD_OFFICE_COMPANY)._tag !== "Allow") return undefined;
    if (store === undefined) return [];
    const rows = await searchDatedRecords(db, licenseKind, store.id, matches, limit);
    return rows.map((row) => ({
      source: "licenses",
      id: row.id,
      title: row.title,
      excerpt: `${messageText("ui_license_expiration", language)}: ${searchDate(row.expirationDate)}`,
      path: `/license/${row.id}`,
      store: store.name,
    }));
  },
};

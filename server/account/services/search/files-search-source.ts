import { HEAD_OFFICE_COMPANY } from "../../../../core/constants/portal-constants";
import { areaAccess } from "../../../../core/permissions/area-access";
import type { SearchSource } from "../../../services/search/search-source";
import { searchUserFiles } from "../user-files";

/**
 * The files of /files (shared documents and the attachments of the caller's stores' tickets), with
 * that list's area check and scope (user-files.ts): like the list, all of the caller's stores, not
 * only the one selected in the header.
 */
export const filesSearchSource: SearchSource = {
  id: "files",
  search: async ({ db, session, matches, limit }) => {
    if (areaAccess("files", session.permission, HEAD_OFFICE_COMPANY)._tag !== "Allow") return undefined;
    return searchUserFiles(db, session, matches, limit);
  },
};

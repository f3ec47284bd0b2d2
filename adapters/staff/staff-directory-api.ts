import { decodeDeactivationResult, decodeStaffPage } from "../../core/staff/staff-wire";
import type { StaffDirectoryPort } from "../../machines/staff/staff-ports";
import type { HttpClient } from "../api/http-client";

/** The staff list calls over the app's one HTTP client (same headers, refresh and errors). */
export function createStaffDirectoryApi(request: HttpClient["request"]): StaffDirectoryPort {
  return {
    loadStaff: async (storeId, cursor) => {
      const page = await request({
        method: "GET",
        path: `location-staff/${storeId}`,
        auth: { kind: "session" },
        decode: decodeStaffPage,
        ...(cursor === null ? {} : { query: { cursor } }),
      });
      return { rows: page.items, nextCursor: page.next_cursor };
    },
    deactivate: async (userId) => {
      await request({
        method: "POST",
        path: `disableUserAccess/${userId}`,
        auth: { kind: "session" },
        decode: decodeDeactivationResult,
      });
    },
  };
}

import { decodeApprovalDecision, decodePendingAccounts } from "../../core/staff/pending-account";
import { STAFF_PORTS } from "../../machines/staff/staff-ports";
import { areaPorts } from "../ports/ports-module";
import { createStaffDirectoryApi } from "./staff-directory-api";

const SESSION = { kind: "session" } as const;

/** The staff screens' ports: the accounts waiting for approval and a store's staff directory. */
export const ports = areaPorts(STAFF_PORTS, (world) => ({
  pending: {
    loadPending: () =>
      world.request({ method: "GET", path: "staff/pending", auth: SESSION, decode: decodePendingAccounts }),
    decide: async ({ userId, decision }) => {
      await world.request({
        method: "POST",
        path: `staff/pending/${userId}/${decision === "approved" ? "approve" : "reject"}`,
        auth: SESSION,
        decode: decodeApprovalDecision,
      });
    },
  },
  directory: createStaffDirectoryApi(world.request),
}));

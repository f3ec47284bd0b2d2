import type { StaffMember } from "../../core/staff/staff-wire";
import { portsKey } from "../../core/areas/ports-key";
import type { PendingAccountsPort } from "./pending-accounts.machine";

/** A page of a store's staff as the staff list machine takes it. */
export interface StaffPageResult {
  readonly rows: readonly StaffMember[];
  readonly nextCursor: string | null;
}

/** What the staff screen needs from outside (adapters/staff implements it over the HTTP client). */
export interface StaffDirectoryPort {
  /** GET location-staff/{store}. */
  readonly loadStaff: (storeId: number, cursor: string | null) => Promise<StaffPageResult>;
  /** POST disableUserAccess/{user}. */
  readonly deactivate: (userId: number) => Promise<void>;
}

/** The staff area's ports: the approval list (also on head office's dashboard) and the directory. */
export interface StaffPorts {
  /** GET staff/pending, POST staff/pending/{id}/approve | …/reject. */
  readonly pending: PendingAccountsPort;
  readonly directory: StaffDirectoryPort;
}

/** The staff screens' ports, by their area (made by adapters/staff/staff.ports.ts). */
export const STAFF_PORTS = portsKey<StaffPorts>("staff");

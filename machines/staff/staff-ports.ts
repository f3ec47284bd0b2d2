import type { StaffMember } from "../../core/staff/staff-wire";

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

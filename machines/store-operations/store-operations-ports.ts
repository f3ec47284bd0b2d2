import type {
  ComplianceRow,
  License,
  LicenseInput,
  Maintenance,
  MaintenanceInput,
  StoreMessage,
} from "../../core/store-operations/store-operations-wire";
import type { KeysetListPage } from "../lists/keyset-list.machine";
import type { SendCountInput, StockSheet } from "./stock-count.machine";
import { portsKey } from "../../core/areas/ports-key";

/** A maintenance record as the browser holds it: the spec's keys turned into camelCase (spec 3). */
export interface MaintenanceRecord {
  readonly id: number;
  readonly locationId: number;
  readonly equipment: string;
  readonly maintenanceDate: string;
  readonly nextMaintenanceDate: string;
  readonly notes: string;
  readonly files: Maintenance["files"];
}

/** What the store-operations screens need from outside (adapters/store-operations implements it). */
export interface StoreOperationsPort {
  readonly licenses: (storeId: number, cursor: string | null) => Promise<KeysetListPage<License>>;
  readonly license: (storeId: number, id: number) => Promise<License>;
  /** POST license/{store} (id undefined) or PUT license/{store}/{id}; the saved licence. */
  readonly saveLicense: (
    storeId: number,
    id: number | undefined,
    input: LicenseInput,
    idempotencyKey: string,
  ) => Promise<License>;
  readonly maintenance: (
    storeId: number,
    cursor: string | null,
  ) => Promise<KeysetListPage<MaintenanceRecord>>;
  readonly maintenanceRecord: (storeId: number, id: number) => Promise<MaintenanceRecord>;
  readonly saveMaintenance: (
    storeId: number,
    id: number | undefined,
    input: MaintenanceInput,
    idempotencyKey: string,
  ) => Promise<MaintenanceRecord>;
  /** A fresh idempotency key (crypto.randomUUID). */
  readonly newKey: () => string;
  /** POST v2/files (the tickets' upload: the same checks); the file's id. */
  readonly upload: (file: Blob, name: string) => Promise<number>;
  readonly messages: (storeId: number) => Promise<readonly StoreMessage[]>;
  /** The store menu with stock (the base load's for the selected store) and the count history. */
  readonly stockSheet: (storeId: number) => Promise<StockSheet>;
  /** POST consignmentNoteProducts with the Idempotency-Key; the sheet as it now stands. */
  readonly sendStockCount: (storeId: number, input: SendCountInput) => Promise<StockSheet>;
  /** The absolute URL of the store's iCalendar feed. */
  readonly calendarLink: (storeId: number) => Promise<string>;
  readonly complianceOverview: () => Promise<readonly ComplianceRow[]>;
  /** Today in the browser's zone (YYYY-MM-DD): the day the red/amber/green state is judged on. */
  readonly today: () => string;
  /** Drafts of the forms (localStorage): what was typed survives a reload. */
  readonly drafts: {
    readonly read: (name: string) => unknown;
    readonly write: (name: string, value: unknown) => void;
    readonly clear: (name: string) => void;
  };
}

/** The store-operations screens' ports, by their area (made by adapters/store-operations/store-operations.ports.ts). */
export const STORE_OPERATIONS_PORTS = portsKey<StoreOperationsPort>("store-operations");

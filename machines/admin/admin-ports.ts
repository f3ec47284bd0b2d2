import type { AdminCompany, AdminStore, AdminStoreState, AdminUser } from "../../core/admin/admin-wire";
import { portsKey } from "../../core/areas/ports-key";
import type { JobPosition } from "../../core/schemas/store";
import type { KeysetListPage } from "../lists/keyset-list.machine";
import type { AdminFormValues } from "./admin-form-rules";

/** What a console list asks for: words to find and, for stores and people, a state. */
export interface AdminStoreQuery {
  readonly q: string;
  readonly state: AdminStoreState;
}
export interface AdminCompanyQuery {
  readonly q: string;
}
export interface AdminUserQuery {
  readonly q: string;
  /** "" for every status. */
  readonly status: AdminUser["status"] | "";
}

/** The form drafts the console keeps on this device (adapters/storage/draft-store.ts). */
export interface AdminDrafts {
  readonly read: (name: string) => unknown;
  readonly write: (name: string, values: AdminFormValues) => void;
  readonly clear: (name: string) => void;
}

/** What the console's screens need from outside (adapters/admin implements it over the HTTP client). */
export interface AdminPorts {
  readonly stores: {
    readonly list: (query: AdminStoreQuery, cursor: string | null) => Promise<KeysetListPage<AdminStore>>;
    readonly read: (id: number) => Promise<AdminStore>;
    /** POST admin/stores (with its Idempotency-Key) or PUT admin/stores/{id}. */
    readonly save: (id: number | undefined, values: AdminFormValues, key: string) => Promise<AdminStore>;
    readonly close: (id: number) => Promise<AdminStore>;
    readonly reopen: (id: number) => Promise<AdminStore>;
    /** Every open store by title, for the person form's store choice (every page read). */
    readonly allOpen: () => Promise<readonly AdminStore[]>;
  };
  readonly companies: {
    readonly list: (query: AdminCompanyQuery, cursor: string | null) => Promise<KeysetListPage<AdminCompany>>;
    readonly read: (id: number) => Promise<AdminCompany>;
    readonly save: (id: number | undefined, values: AdminFormValues, key: string) => Promise<AdminCompany>;
    /** Every company by name, for the store and person forms' pickers (a few dozen at most). */
    readonly all: () => Promise<readonly AdminCompany[]>;
  };
  readonly people: {
    readonly list: (query: AdminUserQuery, cursor: string | null) => Promise<KeysetListPage<AdminUser>>;
    readonly read: (id: number) => Promise<AdminUser>;
    /** POST admin/users with its Idempotency-Key: the person is invited and sent the link. */
    readonly invite: (values: AdminFormValues, key: string) => Promise<AdminUser>;
    /** PUT admin/users/{id}/assignment: role, stores, company, job position. */
    readonly assign: (id: number, values: AdminFormValues) => Promise<AdminUser>;
    /** POST admin/users/{id}/invitation: a new link for a person still invited. */
    readonly resendInvitation: (id: number) => Promise<AdminUser>;
    readonly setRights: (
      id: number,
      rights: { readonly all_stores: boolean; readonly administers: boolean },
    ) => Promise<AdminUser>;
    readonly deactivate: (id: number) => Promise<AdminUser>;
    readonly reactivate: (id: number) => Promise<AdminUser>;
    readonly endSessions: (id: number) => Promise<AdminUser>;
  };
  /** GET auth/jobs: the job positions a person may be given. */
  readonly jobPositions: () => Promise<readonly JobPosition[]>;
  readonly drafts: AdminDrafts;
  readonly newKey: () => string;
}

/** The console's ports, by their area (made by adapters/admin/admin.ports.ts). */
export const ADMIN_PORTS = portsKey<AdminPorts>("admin");

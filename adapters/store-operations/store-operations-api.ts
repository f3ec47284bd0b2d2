import { API_BASE_PATH } from "../../core/constants/portal-constants";
import type { Decoder } from "../../core/schemas/decode";
import {
  decodeCalendarLink,
  decodeComplianceRows,
  decodeLicense,
  decodeLicensePage,
  decodeMaintenance,
  decodeMaintenancePage,
  decodeStockCounts,
  decodeStoreMenu,
  decodeStoreMessages,
  type Maintenance,
  type StoreMenuProduct,
} from "../../core/store-operations/store-operations-wire";
import { IDEMPOTENCY_KEY_HEADER } from "../../core/idempotency/idempotency-key";
import type {
  MaintenanceRecord,
  StoreOperationsPort,
} from "../../machines/store-operations/store-operations-ports";
import type { StoreMenuProduct as BaseMenuProduct } from "../../core/schemas/store-menu";
import type { HttpClient } from "../api/http-client";
import { uploadFile } from "../files/upload-file";
import { todayInGroup } from "../clock/clock";
import { createDraftStore } from "../storage/draft-store";

/*
 * The store-operations calls (docs/api-contract.md, OpenAPI "store-operations"), all through the
 * app's one HTTP client. Maintenance keys arrive in the spec's snake_case and leave this module in
 * camelCase (spec 3); signed file and feed URLs come relative to the API base and leave absolute.
 */

export interface StoreOperationsApiDeps {
  readonly host: string;
  readonly request: HttpClient["request"];
  readonly upload: HttpClient["upload"];
  readonly storage: Pick<Storage, "getItem" | "setItem" | "removeItem">;
  /**
   * The base load's store menu when it was loaded for this store (spec 4: the base load carries
   * storeMenu, and changing store reloads it), else undefined and the screen asks GET store-menu.
   */
  readonly baseStoreMenu?: (storeId: number) => Promise<readonly BaseMenuProduct[] | undefined>;
  /** A count changes the menu: the next reader of the base load must load it again. */
  readonly forgetBaseLoad?: () => void;
}

/** The base load's menu as the counting screen needs it, when it carries the books' stock. */
const fromBase = (menu: readonly BaseMenuProduct[] | undefined): StoreMenuProduct[] | undefined => {
  if (menu === undefined) return undefined;
  const products: StoreMenuProduct[] = [];
  for (const p of menu) {
    if (p.unit === undefined || p.expectedStock === undefined) return undefined;
    products.push({
      id: p.id,
      name: p.name,
      unit: p.unit,
      expectedStock: p.expectedStock,
      physicalStock: p.physicalStock,
      stockDifference: p.stockDifference,
      edited: p.edited,
      counted_by: p.counted_by ?? null,
      counted_at: p.counted_at ?? null,
    });
  }
  return products;
};

const camelCase = (m: Maintenance): MaintenanceRecord => ({
  id: m.id,
  locationId: m.location_id,
  equipment: m.title,
  maintenanceDate: m.maintenance_date,
  nextMaintenanceDate: m.next_maintenance_date,
  notes: m.notes,
  files: m.files,
});

export function createStoreOperationsApi(deps: StoreOperationsApiDeps): StoreOperationsPort {
  const base = `${deps.host}${API_BASE_PATH}`;
  const absolute = (url: string) => (/^https?:\/\//iu.test(url) ? url : `${base}/${url}`);
  const get = <A>(path: string, decode: Decoder<A>, cursor: string | null = null) =>
    deps.request({
      method: "GET",
      path,
      auth: { kind: "session" },
      decode,
      ...(cursor === null ? {} : { query: { cursor } }),
    });
  const write = <A>(method: "POST" | "PUT", path: string, body: unknown, decode: Decoder<A>, key: string) =>
    deps.request({
      method,
      path,
      auth: { kind: "session" },
      body,
      decode,
      headers: { [IDEMPOTENCY_KEY_HEADER]: key },
    });
  const withAbsoluteFiles = <R extends { readonly files: readonly { readonly url: string }[] }>(
    record: R,
  ): R => ({
    ...record,
    files: record.files.map((file) => ({ ...file, url: absolute(file.url) })),
  });

  return {
    licenses: async (storeId, cursor) => {
      const page = await get(`licenses/${storeId}`, decodeLicensePage, cursor);
      return { rows: page.items.map(withAbsoluteFiles), nextCursor: page.next_cursor };
    },
    license: async (storeId, id) => withAbsoluteFiles(await get(`license/${storeId}/${id}`, decodeLicense)),
    saveLicense: async (storeId, id, input, key) =>
      withAbsoluteFiles(
        id === undefined
          ? await write("POST", `license/${storeId}`, input, decodeLicense, key)
          : await write("PUT", `license/${storeId}/${id}`, input, decodeLicense, key),
      ),
    maintenance: async (storeId, cursor) => {
      const page = await get(`maintenance/${storeId}`, decodeMaintenancePage, cursor);
      return { rows: page.items.map((m) => withAbsoluteFiles(camelCase(m))), nextCursor: page.next_cursor };
    },
    maintenanceRecord: async (storeId, id) =>
      withAbsoluteFiles(camelCase(await get(`maintenance/${storeId}/${id}`, decodeMaintenance))),
    saveMaintenance: async (storeId, id, input, key) =>
      withAbsoluteFiles(
        camelCase(
          id === undefined
            ? await write("POST", `maintenance/${storeId}`, input, decodeMaintenance, key)
            : await write("PUT", `maintenance/${storeId}/${id}`, input, decodeMaintenance, key),
        ),
      ),
    upload: (file, name) => uploadFile(deps.upload, file, name),
    messages: (storeId) => get(`messages/${storeId}`, decodeStoreMessages),
    stockSheet: async (storeId) => {
      const [menu, history] = await Promise.all([
        (deps.baseStoreMenu?.(storeId) ?? Promise.resolve(undefined)).then(
          (loaded) => fromBase(loaded) ?? get(`store-menu/${storeId}`, decodeStoreMenu),
        ),
        get(`stock-counts/${storeId}`, decodeStockCounts),
      ]);
      return { menu, history };
    },
    sendStockCount: async (storeId, input) => {
      const menu = await write(
        "POST",
        `consignmentNoteProducts/${storeId}`,
        { counts: input.lines },
        decodeStoreMenu,
        input.idempotencyKey,
      );
      deps.forgetBaseLoad?.();
      return { menu, history: await get(`stock-counts/${storeId}`, decodeStockCounts) };
    },
    calendarLink: async (storeId) =>
      absolute((await get(`store-calendar-link/${storeId}`, decodeCalendarLink)).url),
    complianceOverview: () => get("compliance/overview", decodeComplianceRows),
    // The group's calendar day, as the server's reminders and head office's table count it: a
    // browser in another zone (or headless at UTC) must not paint a row green the server calls amber.
    today: () => todayInGroup().toString(),
    drafts: createDraftStore(deps.storage),
    newKey: () => crypto.randomUUID(),
  };
}

import { isRecord } from "./loose-read";

export interface FranchiseStoreLike<Id, WarehouseId> {
  readonly id: Id;
  readonly warehouse_id?: WarehouseId | null | undefined;
}

export interface LocationSelection<Id, WarehouseId> {
  readonly locationId: Id | null;
  readonly warehouseId: WarehouseId | null;
}

/**
 * Spec 4: if no location is selected, the first franchise store becomes the selected location and
 * its warehouse the selected warehouse. A selection that exists is kept as it is (even if that
 * store is not in this list: the spec only fills an empty selection). No stores: nothing to select.
 */
export function resolveLocation<Id, WarehouseId>(
  current: LocationSelection<Id, WarehouseId>,
  franchiseStores: readonly FranchiseStoreLike<Id, WarehouseId>[],
): LocationSelection<Id, WarehouseId> {
  const selection = isRecord(current) ? current : { locationId: null, warehouseId: null };
  if (selection.locationId !== null && selection.locationId !== undefined) return selection;
  const first = Array.isArray(franchiseStores) ? franchiseStores[0] : undefined;
  if (first === undefined || !isRecord(first)) return selection;
  return { locationId: first.id, warehouseId: first.warehouse_id ?? null };
}

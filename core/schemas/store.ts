import * as Schema from "effect/Schema";
import { makeDecoder, makeEncoder } from "./decode";
import { JobPositionId, LocationId, StoreId, WarehouseId } from "./ids";

/** An entry of GET auth/stores (the register form's store picker). */
export const Store = Schema.Struct({
  id: StoreId,
  store_name: Schema.String,
  title_cutted: Schema.String,
  warehouse_id: WarehouseId,
});
export type Store = typeof Store.Type;
export const decodeStore = makeDecoder("Store", Store);
export const encodeStore = makeEncoder("Store", Store);
export const decodeStores = makeDecoder("Store[]", Schema.Array(Store));

/** A franchise store, i.e. a location the user can select (title is shown cut to 35 chars). */
export const FranchiseStore = Schema.Struct({
  id: LocationId,
  title: Schema.String,
  warehouse_id: WarehouseId,
});
export type FranchiseStore = typeof FranchiseStore.Type;
export const decodeFranchiseStore = makeDecoder("FranchiseStore", FranchiseStore);
export const encodeFranchiseStore = makeEncoder("FranchiseStore", FranchiseStore);
export const decodeFranchiseStores = makeDecoder("FranchiseStore[]", Schema.Array(FranchiseStore));

/** An entry of GET auth/jobs. */
export const JobPosition = Schema.Struct({
  id: JobPositionId,
  title: Schema.String,
});
export type JobPosition = typeof JobPosition.Type;
export const decodeJobPosition = makeDecoder("JobPosition", JobPosition);
export const encodeJobPosition = makeEncoder("JobPosition", JobPosition);
export const decodeJobPositions = makeDecoder("JobPosition[]", Schema.Array(JobPosition));

import { STORE_OPERATIONS_PORTS } from "../../machines/store-operations/store-operations-ports";
import { areaPorts } from "../ports/ports-module";
import { createStoreOperationsApi } from "./store-operations-api";

/**
 * Licences, maintenance, messages and head office's table. The stock count reads the store menu
 * from the base load when it is the selected store's, and a count makes the base load stale.
 */
export const ports = areaPorts(STORE_OPERATIONS_PORTS, (world) =>
  createStoreOperationsApi({
    ...world,
    baseStoreMenu: world.baseLoad.storeMenu,
    forgetBaseLoad: world.baseLoad.forget,
  }),
);

import { ADMIN_PORTS } from "../../machines/admin/admin-ports";
import { areaPorts } from "../ports/ports-module";
import { createDraftStore } from "../storage/draft-store";
import { createAdminApi } from "./admin-api";

/** The console's ports: its calls, the forms' drafts on this device, and fresh idempotency keys. */
export const ports = areaPorts(ADMIN_PORTS, (world) => ({
  ...createAdminApi(world.request),
  drafts: createDraftStore(world.storage),
  newKey: world.newKey,
}));

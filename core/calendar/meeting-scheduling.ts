import { areaAccess } from "../permissions/area-access";
import type { PermissionSession } from "../permissions/session";
import { seesEveryStore, type StoreGrants } from "../permissions/store-scope";

/**
 * Who may schedule meetings (docs/decisions.md, "Meetings"): head office, known by its explicit
 * every-store grant (core/permissions/store-scope.ts) on an account that may sign in at all. Nobody
 * else, whatever their role: a meeting for stores someone cannot see would leak who works where.
 */
export const mayScheduleMeetings = (
  session: PermissionSession | null | undefined,
  grants: StoreGrants | null | undefined,
): boolean => areaAccess(null, session)._tag === "Allow" && seesEveryStore(grants);

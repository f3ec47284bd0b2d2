import type { Database } from "../../db/database";
import { recordActivity } from "../../services/activity/record-activity";
import type { AdminActor } from "./admin-stores";

/**
 * A change an administrator made to a person's account, written twice: on the person's own activity
 * log (`status`, with who did it) and on the administrator's (`admin_<status>`, with whom).
 */
export async function logPersonChange(
  tx: Database,
  change: {
    readonly actor: AdminActor;
    readonly personId: number;
    readonly status: string;
    readonly detail?: Readonly<Record<string, unknown>>;
    readonly now: Date;
  },
): Promise<void> {
  const { actor, personId, status, now } = change;
  const detail = change.detail ?? {};
  await recordActivity(tx, {
    contactId: personId,
    status,
    ip: null,
    now,
    detail: { ...detail, by: actor.id },
  });
  await recordActivity(tx, {
    contactId: actor.id,
    status: `admin_${status}`,
    ip: actor.ip,
    now,
    detail: { ...detail, user_id: personId },
  });
}

import { and, eq, inArray, isNull } from "drizzle-orm";
import type { MessageKey } from "../../../../core/i18n/catalogue";
import type { Database } from "../../../db/database";
import { jobPositions } from "../../../db/schema/job-positions";
import { stores } from "../../../db/schema/stores";

/** The stores and job position a registration points at, as they will be stored. */
export interface RegistrationReferences {
  readonly storeIds: readonly number[];
  readonly jobPositionId: number | null;
}

/**
 * Checks that every chosen store and the job position exist (the form rules only check that they
 * were chosen). Repeated store ids count once, in the order first chosen. Read-only: called before
 * anything is written, so a refused registration changes nothing.
 */
export async function checkRegistrationReferences(
  db: Database,
  chosen: RegistrationReferences,
): Promise<{ readonly ok: true } | { readonly ok: false; readonly key: MessageKey }> {
  if (chosen.storeIds.length > 0) {
    const found = await db
      .select({ id: stores.id })
      .from(stores)
      // A closed store takes no new people (issue 35): as unknown as a store that never was.
      .where(and(inArray(stores.id, [...chosen.storeIds]), isNull(stores.closedAt)));
    if (found.length !== chosen.storeIds.length) return { ok: false, key: "b2b_store_unknown" };
  }
  if (chosen.jobPositionId !== null) {
    const found = await db
      .select({ id: jobPositions.id })
      .from(jobPositions)
      .where(eq(jobPositions.id, chosen.jobPositionId))
      .limit(1);
    if (found.length === 0) return { ok: false, key: "b2b_job_position_unknown" };
  }
  return { ok: true };
}

/** Distinct ids in the order first given. */
export function distinctIds(ids: readonly number[]): readonly number[] {
  return [...new Set(ids)];
}

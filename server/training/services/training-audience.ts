import { GROUP_TIME_ZONE } from "../../../core/constants/group-time-zone";
import { sql } from "drizzle-orm";
import { Temporal } from "temporal-polyfill";
import type { Role } from "../../../core/permissions/role";
import { trainings } from "../tables/trainings";

/** A training is for the roles head office picked: `roles` (a JSON array) holds the caller's role. */
export const isForRole = (role: Role) => sql`${trainings.roles} @> ${JSON.stringify([role])}::jsonb`;

/** The group's today, the calendar the server judges exam windows on (docs/decisions.md). */
export const groupToday = (now: Date): Temporal.PlainDate =>
  Temporal.Instant.fromEpochMilliseconds(now.getTime()).toZonedDateTimeISO(GROUP_TIME_ZONE).toPlainDate();

/** Who is asking, as the training services need it. */
export interface TrainingCaller {
  readonly id: number;
  readonly role: Role;
  /** The explicit every-store grant (head office); core/permissions/store-scope.ts. */
  readonly allStores: boolean;
}

import { and, eq, inArray } from "drizzle-orm";
import { rolesForArea } from "../../../../core/permissions/api-areas";
import type { Database } from "../../../db/database";
import { userStores } from "../../../db/schema/user-stores";
import { users } from "../../../db/schema/users";

/** Someone to tell that a registration waits for a decision. */
export interface Approver {
  readonly id: number;
  readonly fName: string;
  readonly countryCode: string;
  readonly mobile: string;
  readonly email: string | null;
  /** Their messages go out in the language they last used (users.language). */
  readonly language: "gr" | "en";
}

const approverColumns = {
  id: users.id,
  fName: users.fName,
  countryCode: users.countryCode,
  mobile: users.mobile,
  email: users.email,
  language: users.language,
};

/**
 * Who is asked to decide on a request: the active franchisees and store managers (the staff area's
 * roles in the permission table) who are members of one of the chosen stores; when there are none
 * (a trainee, or stores nobody manages yet), the holders of the every-store grant (head office).
 */
export async function approversOf(db: Database, storeIds: readonly number[]): Promise<readonly Approver[]> {
  const storeApprovers =
    storeIds.length === 0
      ? []
      : await db
          .selectDistinct(approverColumns)
          .from(users)
          .innerJoin(userStores, eq(userStores.userId, users.id))
          .where(
            and(
              inArray(userStores.storeId, [...storeIds]),
              inArray(users.role, [...rolesForArea("users")]),
              eq(users.status, "active"),
            ),
          )
          .orderBy(users.id);
  if (storeApprovers.length > 0) return storeApprovers;
  return db
    .select(approverColumns)
    .from(users)
    .where(and(eq(users.allStores, true), eq(users.status, "active")))
    .orderBy(users.id);
}

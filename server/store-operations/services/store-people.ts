import type { MessageLanguage } from "../../services/delivery/message-text";
import { and, eq, inArray } from "drizzle-orm";
import { FRANCHISE_ROLES } from "../../../core/permissions/role";
import type { Database } from "../../db/database";
import { userStores } from "../../db/schema/user-stores";
import { users } from "../../db/schema/users";

export interface StoreResponsible {
  readonly storeId: number;
  readonly name: string;
  readonly email: string | null;
  readonly mobile: string;
  readonly countryCode: string;
  /** The language their messages are written in (users.language). */
  readonly language: MessageLanguage;
}

/**
 * Who is told about a store's licences and maintenance: the active people of the roles that hold
 * those screens (spec 6: franchisee and store manager) who are members of the store.
 */
export async function storeResponsibles(
  db: Database,
  storeIds: readonly number[],
): Promise<StoreResponsible[]> {
  if (storeIds.length === 0) return [];
  const rows = await db
    .select({
      storeId: userStores.storeId,
      fName: users.fName,
      lName: users.lName,
      email: users.email,
      mobile: users.mobile,
      countryCode: users.countryCode,
      language: users.language,
    })
    .from(userStores)
    .innerJoin(users, eq(users.id, userStores.userId))
    .where(
      and(
        inArray(userStores.storeId, [...storeIds]),
        inArray(users.role, [...FRANCHISE_ROLES]),
        eq(users.status, "active"),
      ),
    )
    .orderBy(users.id);
  return rows.map((r) => ({
    storeId: r.storeId,
    name: `${r.fName} ${r.lName}`.trim(),
    language: r.language,
    email: r.email,
    mobile: r.mobile,
    countryCode: r.countryCode,
  }));
}

import { and, asc, eq, ne } from "drizzle-orm";
import type { Database } from "../../../db/database";
import { users } from "../../../db/schema/users";
import { NotFound } from "../../../domain-errors";

/** The active employees the caller may act as (everyone else), by last and first name. */
export const employeesToActAs = (db: Database, callerId: number) =>
  db
    .select({
      id: users.id,
      f_name: users.fName,
      l_name: users.lName,
      phone: users.phone,
      mobile: users.mobile,
    })
    .from(users)
    .where(and(ne(users.id, callerId), eq(users.status, "active")))
    .orderBy(asc(users.lName), asc(users.fName));

/** The active user to act as; NotFound `b2b_user_not_found` when there is none with the id. */
export async function activeUserToActAs(db: Database, userId: number) {
  const [target] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, userId), eq(users.status, "active")));
  if (target === undefined) throw new NotFound("b2b_user_not_found");
  return target;
}

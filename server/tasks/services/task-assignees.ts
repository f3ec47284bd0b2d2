import { and, asc, eq } from "drizzle-orm";
import type { Database } from "../../db/database";
import { userStores } from "../../db/schema/user-stores";
import { users } from "../../db/schema/users";
import { fullName, type TaskUser } from "./task-user";

/** The active people who work in a store, by name: whom a task of that store may be assigned to. */
export async function storePeople(db: Database, locationId: number) {
  const rows = await db
    .select({ id: users.id, fName: users.fName, lName: users.lName, email: users.email })
    .from(userStores)
    .innerJoin(users, eq(users.id, userStores.userId))
    .where(and(eq(userStores.storeId, locationId), eq(users.status, "active")))
    .orderBy(asc(users.fName), asc(users.lName), asc(users.id));
  return rows.map((row) => ({ id: row.id, name: fullName(row), email: row.email }));
}

/**
 * GET tasks/assignees: whether the user may create tasks in the store (the caller checked that they
 * see it) and whom to. Staff get `can_assign: false` and nobody: the screen then offers no form.
 */
export async function taskAssignees(db: Database, user: TaskUser, locationId: number) {
  if (user.right === "none") return { can_assign: false, people: [] };
  const people = await storePeople(db, locationId);
  return { can_assign: true, people: people.map(({ id, name }) => ({ id, name })) };
}

import { areaAccess } from "../permissions/area-access";
import type { PermissionSession } from "../permissions/session";
import { seesEveryStore, type StoreGrants } from "../permissions/store-scope";

/**
 * Who may create and assign tasks (docs/decisions.md, "Tasks"), read from the one permission table
 * and the explicit every-store grant, never from the data:
 * - `any-store`: head office (the every-store grant): to any store, or to a person of that store;
 * - `own-staff`: a franchisee or store manager (the staff area of the permission table): to one of
 *   their own stores or to a person who works there;
 * - `none`: everybody else (staff see and complete tasks, they do not hand them out).
 */
export const TASK_ASSIGN_RIGHTS = ["any-store", "own-staff", "none"] as const;
export type TaskAssignRight = (typeof TASK_ASSIGN_RIGHTS)[number];

export const taskAssignRightOf = (
  session: PermissionSession | null | undefined,
  grants: StoreGrants | null | undefined,
): TaskAssignRight => {
  if (areaAccess("tasks", session)._tag !== "Allow") return "none";
  if (seesEveryStore(grants)) return "any-store";
  return areaAccess("users", session)._tag === "Allow" ? "own-staff" : "none";
};

/**
 * Who may mark a task done: anyone who sees the store's tasks (the server checks the store). A
 * store's list is shared, like a paper list on the back-office wall: whoever does the job ticks it,
 * and the completion log says who did (docs/decisions.md, "Tasks"). So completing needs no right
 * beyond the tasks area and the store.
 */
export const mayCompleteTask = (task: { readonly archived: number }): boolean => task.archived === 0;

import { seesEveryStore } from "../../../core/permissions/store-scope";
import { taskAssignRightOf, type TaskAssignRight } from "../../../core/tasks/task-assignment";
import type { PermissionSession } from "../../../core/permissions/session";

/** Who is asking, as the task services need it: id, name, store grant and the right to assign. */
export interface TaskUser {
  readonly id: number;
  readonly allStores: boolean;
  /** Spec 3's code, for the Greek article before the name in a notice (core/i18n/greek-article.ts). */
  readonly gender: number;
  readonly fName: string;
  readonly lName: string;
  readonly right: TaskAssignRight;
}

/** The signed-in caller as the session middleware gives it (only what tasks read). */
export interface TaskSession {
  readonly user: {
    readonly id: number;
    readonly allStores: boolean;
    readonly fName: string;
    readonly lName: string;
    readonly gender: number;
  };
  readonly permission: PermissionSession;
}

export const taskUserOf = (session: TaskSession): TaskUser => ({
  id: session.user.id,
  allStores: seesEveryStore(session.user),
  fName: session.user.fName,
  lName: session.user.lName,
  gender: session.user.gender,
  right: taskAssignRightOf(session.permission, session.user),
});

export const fullName = (person: { readonly fName: string; readonly lName: string }): string =>
  `${person.fName} ${person.lName}`.trim();

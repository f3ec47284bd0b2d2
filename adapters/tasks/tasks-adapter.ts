import { todayInGroup } from "../clock/clock";
import { createDraftStore } from "../storage/draft-store";
import { readTaskDraft } from "../../core/tasks/task-draft";
import type { TasksPorts } from "../../machines/tasks/tasks-ports";
import type { HttpClient } from "../api/http-client";
import { createTasksApi } from "./tasks-api";

/** The draft's storage name: one per user and store. */
const draftName = (userId: number, storeId: number): string => `task.${userId}.${storeId}`;

/**
 * Everything the tasks screens need from the outside world, made in one call so the composition
 * root can load it with the first tasks screen (the login route does not carry it). Drafts live in
 * localStorage, one per user and store, like the new ticket's.
 */
export function createTasksAdapter(deps: {
  readonly request: HttpClient["request"];
  readonly storage: Pick<Storage, "getItem" | "setItem" | "removeItem">;
  readonly newKey: () => string;
}): TasksPorts {
  const drafts = createDraftStore(deps.storage);
  return {
    api: createTasksApi(deps.request),
    drafts: {
      read: (userId, storeId) => readTaskDraft(drafts.read(draftName(userId, storeId))),
      write: (userId, storeId, draft) => drafts.write(draftName(userId, storeId), draft),
      clear: (userId, storeId) => drafts.clear(draftName(userId, storeId)),
    },
    newKey: deps.newKey,
    today: todayInGroup,
  };
}

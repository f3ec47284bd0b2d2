import { decodeKeysetCursor } from "../lists/keyset-cursor";
import { isTaskView, type TaskView } from "./task-due";

/*
 * The query of `GET tasks`: the view, then keyset pages (newest first by id; the cursor is the last
 * id of the previous page), so the first page of a store with 10,000 tasks reads one index range.
 * The cursor is the tickets' opaque cursor: one format for every keyset list of the portal.
 */

export const TASK_PAGE_DEFAULT_LIMIT = 50;
export const TASK_PAGE_MAX_LIMIT = 200;

export interface TaskListQuery {
  readonly view: TaskView;
  readonly beforeId: number | null;
  readonly limit: number;
}

export type TaskListQueryResult =
  | { readonly ok: true; readonly query: TaskListQuery }
  | { readonly ok: false; readonly message: "b2b_invalid_input" | "b2b_ticket_list_cursor_invalid" };

/** Missing view is "open", missing limit the default, a limit above the maximum is clamped. */
export function parseTaskListQuery(params: {
  readonly view?: string | null | undefined;
  readonly cursor?: string | null | undefined;
  readonly limit?: string | null | undefined;
}): TaskListQueryResult {
  const view = params.view ?? "open";
  if (!isTaskView(view)) return { ok: false, message: "b2b_invalid_input" };
  let beforeId: number | null = null;
  if (params.cursor !== undefined && params.cursor !== null && params.cursor !== "") {
    const id = decodeKeysetCursor(params.cursor);
    if (id === undefined) return { ok: false, message: "b2b_ticket_list_cursor_invalid" };
    beforeId = id;
  }
  let limit = TASK_PAGE_DEFAULT_LIMIT;
  if (params.limit !== undefined && params.limit !== null && params.limit !== "") {
    if (!/^[0-9]{1,6}$/u.test(params.limit) || Number(params.limit) < 1)
      return { ok: false, message: "b2b_invalid_input" };
    limit = Math.min(Number(params.limit), TASK_PAGE_MAX_LIMIT);
  }
  return { ok: true, query: { view, beforeId, limit } };
}

import { Temporal } from "temporal-polyfill";
import { readText } from "../validation/loose-input";
import { validateTaskTitle } from "../validation/task-title";
import type { ValidationKey } from "../validation/validation-key";
import type { TasksMessageKey } from "./tasks-catalogue";
import { readCalendarDate } from "../schemas/calendar-range";

/** A description longer than this is refused (a task is a to-do, not a document). */
export const TASK_DESCRIPTION_MAX_LENGTH = 2000;

/** The new-task form as the person fills it (texts as typed; the deadline as YYYY-MM-DD or ""). */
export interface TaskDraft {
  readonly title: string;
  readonly description: string;
  readonly deadline_date: string;
  /** "" for no project. */
  readonly project_id: string;
  /** "" for the whole store. */
  readonly assignee_id: string;
}

export const EMPTY_TASK_DRAFT: TaskDraft = {
  title: "",
  description: "",
  deadline_date: "",
  project_id: "",
  assignee_id: "",
};

export type TaskFieldKey = "title" | "description" | "deadline_date";
export type TaskFieldErrors = Readonly<Record<TaskFieldKey, readonly (ValidationKey | TasksMessageKey)[]>>;

/** The deadline as a date, null when none is given, undefined when it is not a date at all. */
export function readDeadline(value: unknown): Temporal.PlainDate | null | undefined {
  const text = readText(value).trim();
  if (text === "") return null;
  return readCalendarDate(text);
}

/**
 * The failed message keys per field: the title rule of spec 5 (at least 3 characters), a
 * description of at most 2,000 characters, a deadline that is a real date and not before today.
 * Browser and server call the same function; "today" is an argument.
 */
export function validateTaskDraft(
  draft: Pick<TaskDraft, "title" | "description" | "deadline_date">,
  today: Temporal.PlainDate,
): TaskFieldErrors {
  const deadline = readDeadline(draft.deadline_date);
  const deadlineErrors: TasksMessageKey[] =
    deadline === undefined
      ? ["b2b_task_deadline_invalid"]
      : deadline !== null && deadline.until(today).days > 0
        ? ["b2b_task_deadline_past"]
        : [];
  return {
    title: validateTaskTitle(draft.title),
    description:
      [...readText(draft.description)].length > TASK_DESCRIPTION_MAX_LENGTH
        ? ["b2b_task_description_too_long"]
        : [],
    deadline_date: deadlineErrors,
  };
}

export const hasTaskErrors = (errors: TaskFieldErrors): boolean =>
  Object.values(errors).some((keys) => keys.length > 0);

/** A stored draft read back field by field: anything that is not text becomes empty. */
export function readTaskDraft(stored: unknown): TaskDraft {
  const field = (name: keyof TaskDraft): string =>
    typeof stored === "object" &&
    stored !== null &&
    typeof (stored as Record<string, unknown>)[name] === "string"
      ? ((stored as Record<string, unknown>)[name] as string)
      : "";
  return {
    title: field("title"),
    description: field("description"),
    deadline_date: field("deadline_date"),
    project_id: field("project_id"),
    assignee_id: field("assignee_id"),
  };
}

/** Whether the person has typed anything worth keeping. */
export const isEmptyTaskDraft = (draft: TaskDraft): boolean =>
  Object.values(draft).every((value) => value.trim() === "");

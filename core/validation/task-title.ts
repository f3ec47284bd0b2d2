import { TASK_TITLE_MIN_LENGTH } from "../constants/portal-constants";
import { codePointLength, readText } from "./loose-input";
import type { ValidationKey } from "./validation-key";

/**
 * Spec 5: a task title has at least 3 characters (the spec states it as text only). Counted in code points after trimming, so "  a " is one character and does not pass. An
 * empty title gets the same message: it is shorter than 3 characters too.
 */
export function validateTaskTitle(value: unknown): readonly ValidationKey[] {
  return codePointLength(readText(value).trim()) < TASK_TITLE_MIN_LENGTH ? ["b2b_task_title_min_length"] : [];
}

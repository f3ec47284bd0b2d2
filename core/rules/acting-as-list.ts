import { ACTING_AS_COLLAPSED_COUNT } from "../constants/portal-constants";

/** The acting-as entries the header shows: the first 4, or all once expanded (spec 2). */
export function visibleActingAsEntries<E>(entries: readonly E[], expanded: boolean): readonly E[] {
  if (!Array.isArray(entries)) return [];
  return expanded === true ? entries : entries.slice(0, ACTING_AS_COLLAPSED_COUNT);
}

/** Whether the list has more than it shows collapsed, i.e. whether to offer "show all". */
export function canExpandActingAs(entries: readonly unknown[]): boolean {
  return Array.isArray(entries) && entries.length > ACTING_AS_COLLAPSED_COUNT;
}

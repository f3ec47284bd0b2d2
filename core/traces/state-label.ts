import type { StateValue } from "./trace-format";

/**
 * A state value as people read it: "signingIn.password"; parallel regions in braces,
 * "{editing.dirty, upload.idle}". Used in replay reports and by pages showing a trace.
 */
export function stateLabel(value: StateValue): string {
  if (typeof value === "string") return value;
  const regions = Object.entries(value).map(([key, child]) => {
    const inner = stateLabel(child);
    return inner === "" || (typeof child === "object" && Object.keys(child).length === 0)
      ? key
      : `${key}.${inner}`;
  });
  return regions.length === 1 ? (regions[0] ?? "") : `{${regions.join(", ")}}`;
}

/** Structural equality of two state values (key order does not matter). */
export function sameStateValue(a: StateValue, b: StateValue): boolean {
  if (typeof a === "string" || typeof b === "string") return a === b;
  const keysA = Object.keys(a);
  if (keysA.length !== Object.keys(b).length) return false;
  return keysA.every((key) => {
    const childA = a[key];
    const childB = b[key];
    return childA !== undefined && childB !== undefined && sameStateValue(childA, childB);
  });
}

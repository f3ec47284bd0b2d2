import type { RouteEntry } from "./route-entry";
import { ROUTE_TABLE } from "./route-table";

// Query and fragment never choose a route (/setpassword?m=<hash> is /setpassword); a trailing slash
// is the same route, as in the router's non-strict mode. Matching is case-sensitive.
const pathSegments = (path: string): readonly string[] | undefined => {
  const bare = path.split(/[?#]/, 1)[0] ?? "";
  if (!bare.startsWith("/")) return undefined;
  // Only one trailing slash after a real segment: "//" and "/posts//" stay unknown.
  const trimmed = /[^/]\/$/.test(bare) ? bare.slice(0, -1) : bare;
  return trimmed === "/" ? [] : trimmed.slice(1).split("/");
};

const patternSegments = (pattern: string): readonly string[] =>
  pattern === "/" ? [] : pattern.slice(1).split("/");

const segmentMatches = (pattern: string, actual: string): boolean =>
  pattern.startsWith(":") ? actual !== "" : pattern === actual;

const matches = (entry: RouteEntry, actual: readonly string[]): boolean => {
  const expected = patternSegments(entry.pattern);
  return (
    expected.length === actual.length &&
    expected.every((segment, i) => segmentMatches(segment, actual[i] ?? ""))
  );
};

/** The route-table entry for a browser path (relative to the /portal/ base), or undefined when none fits. */
export const matchRoute = (
  path: unknown,
  table: readonly RouteEntry[] = ROUTE_TABLE,
): RouteEntry | undefined => {
  if (typeof path !== "string") return undefined;
  const actual = pathSegments(path);
  return actual === undefined ? undefined : table.find((entry) => matches(entry, actual));
};

/*
 * The committed edge-crossing counts (docs/flows/journeys/crossings.json), one per diagram:
 * "technical/ticket", "journey/ticket.el". `npm run diagrams` lowers a count that fell and adds new
 * diagrams by itself; a count that grew is kept at the old figure (the test then fails) unless
 * `--accept-crossings` says the growth was looked at.
 */

export type CrossingCounts = Readonly<Record<string, number>>;

export function nextBaseline(
  baseline: CrossingCounts,
  counts: CrossingCounts,
  acceptGrowth: boolean,
): { readonly next: CrossingCounts; readonly grown: ReadonlyArray<string> } {
  const grown: string[] = [];
  const next: Record<string, number> = {};
  for (const key of Object.keys(counts).sort()) {
    const count = counts[key] as number;
    const before = baseline[key];
    if (before !== undefined && count > before && !acceptGrowth) {
      grown.push(key);
      next[key] = before;
    } else next[key] = count;
  }
  return { next, grown };
}

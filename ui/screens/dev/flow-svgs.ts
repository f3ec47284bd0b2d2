/*
 * The diagrams `npm run diagrams` commits under docs/flows, bundled as lazy text chunks: each is
 * fetched only when a QA page shows it, and none of it reaches the login route. The SVGs are the
 * same files the docs show, generated from the same machines (a test keeps them up to date).
 */
const sources = import.meta.glob<string>("../../../docs/flows/*.svg", { query: "?raw", import: "default" });

const cache = new Map<string, Promise<string | undefined>>();

/** The committed SVG of a machine, or undefined when none was generated. */
export function loadFlowSvg(machineId: string): Promise<string | undefined> {
  let found = cache.get(machineId);
  if (found === undefined) {
    const load = sources[`../../../docs/flows/${machineId}.svg`];
    found =
      load === undefined
        ? Promise.resolve(undefined)
        : load().catch(() => {
            // A chunk that did not arrive (offline, a deploy in between) is tried again next time.
            cache.delete(machineId);
            return undefined;
          });
    cache.set(machineId, found);
  }
  return found;
}

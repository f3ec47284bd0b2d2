/*
 * The diagrams `npm run diagrams` commits under docs/flows, bundled as lazy text chunks: each is
 * fetched only when a QA page shows it, and none of it reaches the login route. The SVGs are the
 * same files the docs show, generated from the same machines (a test keeps them up to date).
 */
const sources = import.meta.glob<string>(
  ["../../../docs/flows/*.svg", "../../../docs/flows/journeys/*.svg"],
  {
    query: "?raw",
    import: "default",
  },
);

const cache = new Map<string, Promise<string | undefined>>();

/** The committed technical SVG of a machine, or undefined when none was generated. */
export function loadFlowSvg(machineId: string): Promise<string | undefined> {
  return loadSvg(`${machineId}.svg`);
}

/** The committed journey of a machine in a language ("el" or "en", as its file is named). */
export function loadJourneySvg(machineId: string, fileLanguage: string): Promise<string | undefined> {
  return loadSvg(`journeys/${machineId}.${fileLanguage}.svg`);
}

function loadSvg(name: string): Promise<string | undefined> {
  let found = cache.get(name);
  if (found === undefined) {
    const load = sources[`../../../docs/flows/${name}`];
    found =
      load === undefined
        ? Promise.resolve(undefined)
        : load().catch(() => {
            // A chunk that did not arrive (offline, a deploy in between) is tried again next time.
            cache.delete(name);
            return undefined;
          });
    cache.set(name, found);
  }
  return found;
}

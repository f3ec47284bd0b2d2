import type { OutsideWorld, SomeAreaPorts } from "../../../adapters/ports/ports-module";

/** The area of a ports module's path: the folder it sits in (`…/adapters/<area>/<area>.ports.ts`). */
export function areaOfPortsModule(path: string): string {
  const [folder, file] = path.split("/").slice(-2);
  if (folder === undefined || file !== `${folder}.ports.ts`)
    throw new Error(`A ports module is named after its folder: adapters/<area>/<area>.ports.ts, not ${path}`);
  return folder;
}

/**
 * A loader entry for an area whose ports module loads on first use: the same promise on every call
 * (React's `use` reads a settled promise at once), and a fresh try after a failed load (a lost
 * connection must not break the area until a reload). Never the ports themselves once made: a
 * screen that suspended on the promise is replayed by React with the same `use` calls, and one that
 * skipped `use` on the replay broke React's hook order ("update hook called on initial render", seen
 * in CI on head office's dashboard).
 */
export function lazyPorts(
  path: string,
  load: () => Promise<{ readonly ports: SomeAreaPorts }>,
  world: OutsideWorld,
): [string, () => Promise<unknown>] {
  const area = areaOfPortsModule(path);
  let loading: Promise<unknown> | undefined;
  const loader = (): Promise<unknown> => {
    if (loading !== undefined) return loading;
    const promise: Promise<unknown> = load()
      .then(async ({ ports }) => {
        if (ports.key.area !== area)
          throw new Error(`${path} makes the ports of "${ports.key.area}", not of "${area}"`);
        const made = ports.create(world);
        markFulfilled(promise, made);
        return made;
      })
      .catch((error: unknown) => {
        loading = undefined;
        throw error;
      });
    loading = promise;
    return promise;
  };
  return [area, loader];
}

/**
 * Marks a promise settled the way React's `use` reads it (`status` and `value`, the protocol React
 * itself writes on a promise it has waited for). A promise React has never seen suspends once even
 * when it settled long before, and React reveals a suspended boundary at most every 300 ms: the
 * dashboard's bell and store figures, whose ports were loaded while the session signed in
 * (first-screen-code.ts), came 300 ms late. Marked, `use` reads the ports at once.
 */
function markFulfilled(promise: Promise<unknown>, value: unknown): void {
  Object.assign(promise, { status: "fulfilled", value });
}

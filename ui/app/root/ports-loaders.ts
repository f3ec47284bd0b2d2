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
  const loader = (): Promise<unknown> =>
    (loading ??= load()
      .then(async ({ ports }) => {
        if (ports.key.area !== area)
          throw new Error(`${path} makes the ports of "${ports.key.area}", not of "${area}"`);
        return ports.create(world);
      })
      .catch((error: unknown) => {
        loading = undefined;
        throw error;
      }));
  return [area, loader];
}

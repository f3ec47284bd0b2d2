import type { OutsideWorld, SomeAreaPorts } from "../../../adapters/ports/ports-module";

/** The area of a ports module's path: the folder it sits in (`…/adapters/<area>/<area>.ports.ts`). */
export function areaOfPortsModule(path: string): string {
  const [folder, file] = path.split("/").slice(-2);
  if (folder === undefined || file !== `${folder}.ports.ts`)
    throw new Error(`A ports module is named after its folder: adapters/<area>/<area>.ports.ts, not ${path}`);
  return folder;
}

/**
 * A loader entry for an area whose ports module loads on first use: the same promise while it
 * loads (React's `use` needs that), the ports themselves once made, and a fresh try after a failed
 * load (a lost connection must not break the area until a reload).
 */
export function lazyPorts(
  path: string,
  load: () => Promise<{ readonly ports: SomeAreaPorts }>,
  world: OutsideWorld,
): [string, () => unknown] {
  const area = areaOfPortsModule(path);
  let made: { readonly ports: unknown } | undefined;
  let loading: Promise<unknown> | undefined;
  const loader = (): unknown => {
    if (made !== undefined) return made.ports;
    loading ??= load()
      .then(async ({ ports }) => {
        if (ports.key.area !== area)
          throw new Error(`${path} makes the ports of "${ports.key.area}", not of "${area}"`);
        const value = await ports.create(world);
        made = { ports: value };
        return value;
      })
      .catch((error: unknown) => {
        loading = undefined;
        throw error;
      });
    return loading;
  };
  return [area, loader];
}

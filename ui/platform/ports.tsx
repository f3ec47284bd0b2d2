import { createContext, use, useContext, type ReactNode } from "react";
import type { PortsKey } from "../../core/areas/ports-key";

/*
 * Every area's ports, by area id, loaded on first use (each area's adapters are a chunk of their own,
 * so the login route carries none). The composition root gives the loaders, found from
 * `adapters/<area>/<area>.ports.ts`; a screen reads its area's with `usePorts(KEY)`; a view's test
 * gives its own with `readyPorts`.
 */

/**
 * Area id → a loader of the area's ports: either always the ports themselves (made at once) or always
 * the same promise (loaded on first use; React's `use` suspends on it until it settles, then reads
 * it at once). A loader must not switch from one to the other: React replays a suspended screen and
 * expects the same `use` calls.
 */
export type PortsLoaders = ReadonlyMap<string, () => unknown>;

const PortsContext = createContext<PortsLoaders | null>(null);

export function PortsProvider({
  loaders,
  children,
}: {
  readonly loaders: PortsLoaders;
  readonly children: ReactNode;
}) {
  return <PortsContext value={loaders}>{children}</PortsContext>;
}

function loaderOf(loaders: PortsLoaders | null, key: { readonly area: string }) {
  return loaders?.get(key.area);
}

/** An area's ports; suspends the first time while their module loads. */
export function usePorts<Ports>(key: PortsKey<Ports>): Ports {
  const load = loaderOf(useContext(PortsContext), key);
  if (load === undefined)
    throw new Error(
      `No ports for the "${key.area}" area: is adapters/${key.area}/${key.area}.ports.ts there?`,
    );
  const ports = load();
  return (ports instanceof Promise ? use(ports) : ports) as Ports;
}

/**
 * Whether an area's ports are given. An area's extras on other screens (the header's bell, the
 * dashboard's alerts) show nothing where they are not (a view's own test).
 */
export function useHasPorts<Ports>(key: PortsKey<Ports>): boolean {
  return loaderOf(useContext(PortsContext), key) !== undefined;
}

/** One area's ports, made, as a loader entry: `new Map([readyPorts(KEY, ports)])`. */
export function readyPorts<Ports>(key: PortsKey<Ports>, ports: Ports): [string, () => unknown] {
  return [key.area, () => ports];
}

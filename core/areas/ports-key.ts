/**
 * An area's ports, named: the area's id and, as a type only, what its screens get. The area declares
 * its key beside its ports (`machines/<area>/<area>-ports.ts`); its adapter folder makes them
 * (`adapters/<area>/<area>.ports.ts`); its screens read them with `usePorts(key)`
 * (ui/platform/ports.tsx). The app holds every area's ports by id, so adding an area adds no field to
 * any app-wide type.
 */
export interface PortsKey<Ports> {
  /** The area's id, which is also its folder's name in every layer. */
  readonly area: string;
  /** Never set: ties the key to its ports' type in both directions (makes `Ports` invariant). */
  readonly portsType?: (ports: Ports) => Ports;
}

export const portsKey = <Ports>(area: string): PortsKey<Ports> => ({ area });

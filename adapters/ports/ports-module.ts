import type { PortsKey } from "../../core/areas/ports-key";
import type { StoreMenuProduct } from "../../core/schemas/store-menu";
import type { HttpClient } from "../api/http-client";

/**
 * What the app gives every area's adapters: the one HTTP client, the device's storage, keys, and the
 * few app-wide services an area's adapter calls back into. An area's ports module takes from it what
 * it needs (`adapters/<area>/<area>.ports.ts`).
 */
export interface OutsideWorld {
  /** Scheme and host of the API, "" for the page's own origin. */
  readonly host: string;
  readonly request: HttpClient["request"];
  readonly upload: HttpClient["upload"];
  /** The device's storage, for drafts that survive a reload. */
  readonly storage: Storage;
  /** A fresh idempotency key (crypto.randomUUID in the browser). */
  readonly newKey: () => string;
  /** The base load (GET v2/base) of the signed-in user: its store menu, and a way to load it again. */
  readonly baseLoad: {
    /** The selected store's menu from the base load, or undefined when it is not that store's. */
    readonly storeMenu: (storeId: number) => Promise<readonly StoreMenuProduct[] | undefined>;
    readonly forget: () => void;
  };
  /** The header's count of pending exams is out of date (an exam was taken or scheduled). */
  readonly examsChanged: () => void;
}

/** How an area's adapter folder makes its screens' ports, once per page load, on first use. */
export interface AreaPorts<Ports> {
  readonly key: PortsKey<Ports>;
  readonly create: (world: OutsideWorld) => Ports | Promise<Ports>;
}

/** Pairs a key with the function that makes its ports (the type checker holds them together). */
export const areaPorts = <Ports>(
  key: PortsKey<Ports>,
  create: (world: OutsideWorld) => Ports | Promise<Ports>,
): AreaPorts<Ports> => ({ key, create });

/** Any area's ports module's export, as the app loads them without knowing each area's type. */
export interface SomeAreaPorts {
  readonly key: { readonly area: string };
  readonly create: (world: OutsideWorld) => unknown;
}

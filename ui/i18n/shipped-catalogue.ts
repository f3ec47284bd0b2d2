import { useSyncExternalStore } from "react";
import type { CataloguePart } from "../../core/i18n/catalogue-entry";
import { loginCatalogue } from "../../core/i18n/login-catalogue";

/*
 * The texts shipped with the app, under the server's translations: the login page's part at first,
 * the whole catalogue once loaded (after sign-in or on idle after the first input, the composition
 * root decides; issue #21: the login page does not download every area's texts).
 */

let shipped: CataloguePart = loginCatalogue;
let loading: Promise<void> | undefined;
const listeners = new Set<() => void>();

/** Loads the whole catalogue once; the views re-render with it. A failed load is tried again next call. */
export function loadWholeCatalogue(): Promise<void> {
  return (loading ??= import("../../core/i18n/catalogue").then(
    ({ catalogue }) => {
      shipped = catalogue;
      for (const listener of listeners) listener();
    },
    () => {
      loading = undefined;
    },
  ));
}

const subscribe = (listener: () => void): (() => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const current = (): CataloguePart => shipped;

/** The shipped texts now: the login page's part, then the whole catalogue. */
export const useShippedCatalogue = (): CataloguePart => useSyncExternalStore(subscribe, current, current);

import { ROUTER_BASE } from "../../core/constants/portal-constants";

/** Leaving the current screen by a full page load (spec 4: logout and expired refresh reload). */
export interface Navigation {
  /** Full reload of the app root (`/portal/`): drops every in-memory state. */
  readonly goRoot: () => void;
  /** Full load of an app path such as `/dashboard` (under the router base). */
  readonly goTo: (path: string) => void;
}

export function createBrowserNavigation(
  location: Pick<Location, "assign"> = window.location,
  base: string = ROUTER_BASE,
): Navigation {
  // Several flows may decide to leave at once (refresh 401 seen by the coordinator and by the
  // refresh machine): the first wins, later calls are ignored so the page loads once.
  let leaving = false;
  const go = (path: string): void => {
    if (leaving) return;
    leaving = true;
    location.assign(joinPath(base, path));
  };
  return { goRoot: () => go("/"), goTo: go };
}

function joinPath(base: string, path: string): string {
  return `${base.replace(/\/+$/u, "")}/${path.replace(/^\/+/u, "")}`;
}

import type { PortsLoaders } from "../../platform/ports";

/*
 * The code of the first signed-in screen (issue #41 goal 3): the decoders of the answers after
 * sign-in, the signed-in machines, the layout, the dashboard and what it draws. Each is otherwise
 * imported when first needed, one after the other (user → base load → machines → layout → dashboard
 * → its widgets), a waterfall of round trips after the click on "Sign in". Fetched once the user
 * acts on the login page (deferred-loads.ts), they are in the module map by the time the session
 * needs them. The specifiers are the ones of the modules that import them lazily; a specifier
 * missing here only costs its round trip again, never correctness.
 */
const FIRST_SCREEN: readonly (() => Promise<unknown>)[] = [
  () => import("../../../core/schemas/user"),
  () => import("../../../core/schemas/base-load"),
  () => import("../../../core/schemas/company-details"),
  () => import("../../../core/shell/shell-wire"),
  () => import("../../../machines/session/token-refresh.machine"),
  () => import("../../../machines/session/acting-as.machine"),
  () => import("../../../machines/session/store-selection.machine"),
  () => import("../signed-in-area"),
  () => import("../../features/shell/shell-routes"),
  () => import("../../features/commerce/store-figures-widget"),
  () => import("../../../adapters/clock/clock"),
  () => import("../../../core/training/pending-exams"),
  () => import("../../../adapters/posts/posts-api"),
  () => import("../../../adapters/information/information-api"),
  () => import("../../../adapters/commerce/commerce-adapter"),
];

/**
 * The areas whose ports the dashboard and the header read (the bell and alerts, the search box, the
 * store figures, the pending exams). Loaded with the code above, their ports are made before the
 * dashboard asks: a screen that asks first suspends, and React shows what it waited for only 300 ms
 * after the last thing it showed (ports-loaders.ts).
 */
export const FIRST_SCREEN_AREAS: readonly string[] = ["posts", "information", "commerce", "training"];

let started = false;

/**
 * Starts fetching the first screen's code and making its areas' ports, once; failures are left to
 * the import or the screen that needs them.
 */
export function prefetchFirstScreen(ports: PortsLoaders): void {
  if (started) return;
  started = true;
  for (const load of FIRST_SCREEN) load().catch(() => undefined);
  for (const area of FIRST_SCREEN_AREAS) {
    const made = ports.get(area)?.();
    if (made instanceof Promise) made.catch(() => undefined);
  }
}

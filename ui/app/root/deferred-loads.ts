import type { PortsLoaders } from "../../platform/ports";
import { loadWholeCatalogue } from "../../i18n/shipped-catalogue";
import { prefetchFirstScreen } from "./first-screen-code";
import { session } from "./session-actor";
import { traceRecorder } from "./trace-recording";

/*
 * What the login page leaves until someone acts (issue #21, DESIGN.md budget: nothing signing in
 * does not need loads before the user acts): the trace recorder (effect/Schema, temporal-polyfill),
 * the whole catalogue (every area's texts) and the first signed-in screen's code and ports (issue #41). They
 * load at the first of: the user's first input on the page, then when the browser is idle (the
 * keystroke or tap is not delayed); a signed-in
 * session (a stored login signs in without any input). The signed-in app's machines and screens
 * load with the session already (signed-in-actors.ts, lazy routes).
 */

const FIRST_INPUT = ["pointerdown", "keydown", "touchstart"] as const;

/** Arms the loads; called once, before the session starts, with the app's ports loaders. */
export function startDeferredLoads(target: Window, ports: PortsLoaders): void {
  const loadDeferred = (): void => {
    traceRecorder().catch(() => undefined);
    void loadWholeCatalogue();
    prefetchFirstScreen(ports);
  };
  const onInput = (): void => {
    for (const type of FIRST_INPUT) target.removeEventListener(type, onInput, true);
    if (typeof target.requestIdleCallback === "function")
      target.requestIdleCallback(loadDeferred, { timeout: 2000 });
    else target.setTimeout(loadDeferred, 0);
  };
  for (const type of FIRST_INPUT) target.addEventListener(type, onInput, { capture: true, passive: true });
  const subscription = session.subscribe((snapshot) => {
    if (!snapshot.matches("authenticated")) return;
    subscription.unsubscribe();
    loadDeferred();
  });
}

import { lazy, type ComponentType, type LazyExoticComponent } from "react";

/**
 * `React.lazy` with a `preload()` that, once its module is in, lets the component render at once.
 * A plain `lazy` suspends on its first render even when the module was fetched long before (its
 * loader's promise settles a microtask later), and React shows what it waited for only 300 ms after
 * the last fallback it showed: the dashboard's store figures came that much late although their
 * code was fetched while the session signed in. Here the loader answers a loaded module with a
 * thenable that calls back at once, which React's lazy reads in the same render.
 */
// React's own lazy takes any props (ComponentType<any>); narrower types do not fit LazyExoticComponent.
// oxlint-disable-next-line typescript/no-explicit-any -- as React's lazy
export function preloadedLazy<Component extends ComponentType<any>>(
  load: () => Promise<{ readonly default: Component }>,
): LazyExoticComponent<Component> & { readonly preload: () => Promise<void> } {
  let loaded: { readonly default: Component } | undefined;
  let loading: Promise<{ readonly default: Component }> | undefined;
  const fetchModule = () =>
    (loading ??= load().then(
      (module) => (loaded = module),
      (error: unknown) => {
        loading = undefined; // a lost connection is tried again on the next render
        throw error;
      },
    ));
  const component = lazy(() => {
    const module = loaded;
    if (module === undefined) return fetchModule();
    // A thenable that calls back synchronously: React's lazy resolves in this very render.
    // oxlint-disable-next-line unicorn/no-thenable -- the synchronous thenable is the point
    return { then: (onFulfilled: (value: typeof module) => unknown) => onFulfilled(module) } as Promise<
      typeof module
    >;
  });
  return Object.assign(component, { preload: () => fetchModule().then(() => undefined) });
}

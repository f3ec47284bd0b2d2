import type { ComponentType } from "react";
import type { FeatureScreens } from "../platform/feature-screens";

// Every `ui/features/<area>/<area>.screens.ts` (found by name: adding an area's screens edits no list
// here). The modules only hold lazy() wrappers, so each screen stays its own chunk.
const modules = import.meta.glob<{ readonly screens: FeatureScreens }>("../features/*/*.screens.ts", {
  eager: true,
});

/** Each feature folder's screens, by the area id (the folder's name). */
export const FEATURE_SCREENS: ReadonlyMap<string, FeatureScreens> = new Map(
  Object.entries(modules).map(([path, module]) => [path.split("/").at(-2) ?? "", module.screens]),
);

/** The screen of a route pattern, if an area has built it. */
export const screenOf = (pattern: string): ComponentType | undefined => {
  for (const screens of FEATURE_SCREENS.values())
    if (Object.hasOwn(screens, pattern)) return screens[pattern];
  return undefined;
};

import type { ComponentType } from "react";

/** The screens an area's feature folder gives for its routes: route pattern → (lazy) screen. */
export type FeatureScreens = Readonly<Record<string, ComponentType>>;

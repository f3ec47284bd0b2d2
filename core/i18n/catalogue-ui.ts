import type { CataloguePart } from "./catalogue-entry";

/** Messages of the ui area. */
export const uiMessages = {} as const satisfies CataloguePart;

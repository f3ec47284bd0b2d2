import type { CataloguePart } from "./catalogue-entry";

/** Messages of the auth area. */
export const authMessages = {} as const satisfies CataloguePart;

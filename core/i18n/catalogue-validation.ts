import type { CataloguePart } from "./catalogue-entry";

/** Messages of the validation area. */
export const validationMessages = {} as const satisfies CataloguePart;

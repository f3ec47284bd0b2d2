import type { CataloguePart } from "./catalogue-entry";

/** Texts that belong to the business rules of core/rules (section 9's fixed texts). */
export const rulesMessages = {
  b2b_orders_past_30_days: { en: "orders of the past 30 days", gr: "παραγγελίες των τελευταίων 30 ημερών" },
} as const satisfies CataloguePart;

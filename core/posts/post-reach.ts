/**
 * Read reach of a post that needs acknowledgement (Naranga's read reach): per store, who of the
 * people the post is meant for has pressed "I have read this", who has not, and the share.
 */
export interface ReachPerson {
  readonly userId: number;
  readonly name: string;
  readonly acknowledged: boolean;
}

export interface StoreReach {
  readonly storeId: number;
  readonly storeTitle: string;
  readonly people: readonly ReachPerson[];
}

/**
 * Whole percent of people who acknowledged, rounded down so 100 % means everyone (199 of 200 is
 * 99 %, not 100 %). A store with nobody in it reaches 0 %, never a division by zero.
 */
export function reachPercent(acknowledged: number, total: number): number {
  if (!Number.isFinite(total) || total <= 0) return 0;
  const done = Math.max(0, Math.min(acknowledged, total));
  return Math.floor((done * 100) / total);
}

export interface ReachSummary {
  readonly acknowledged: number;
  readonly total: number;
  readonly percent: number;
}

export function summariseReach(people: readonly ReachPerson[]): ReachSummary {
  const acknowledged = people.filter((p) => p.acknowledged).length;
  return { acknowledged, total: people.length, percent: reachPercent(acknowledged, people.length) };
}

/** Everyone still to acknowledge, each once, over all stores (the "remind the rest" list). */
export function peopleToRemind(stores: readonly StoreReach[]): number[] {
  const ids = new Set<number>();
  for (const store of stores)
    for (const person of store.people) if (!person.acknowledged) ids.add(person.userId);
  return [...ids].sort((a, b) => a - b);
}

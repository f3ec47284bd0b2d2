import type { Temporal } from "temporal-polyfill";
import { isCacheStale } from "../../core/rules/cache-freshness";

/**
 * The order and invoice caches of spec 4 ("refreshed only if older than 4 minutes"): one answer per
 * key, reused while core's rule says it is fresh, read again when it is stale or when the caller asks
 * for a fresh one (a store change, the refresh button). A failed read is not kept.
 */
export interface FreshCache<V> {
  readonly read: (key: string, load: () => Promise<V>, fresh: boolean) => Promise<V>;
}

export function createFreshCache<V>(now: () => Temporal.Instant): FreshCache<V> {
  const entries = new Map<string, { readonly at: Temporal.Instant; readonly value: Promise<V> }>();
  return {
    read: (key, load, fresh) => {
      const entry = entries.get(key);
      if (!fresh && entry !== undefined && !isCacheStale(entry.at, now())) return entry.value;
      const value = load();
      entries.set(key, { at: now(), value });
      // A failure is not an answer to keep: the next read asks again.
      value.catch(() => {
        if (entries.get(key)?.value === value) entries.delete(key);
      });
      return value;
    },
  };
}

import type { ChangeStamp } from "../db/connection.js";

/**
 * Answers of the busiest reads (the dashboards, the module list, the work review list, the caller's
 * own row), kept while the database is unchanged. Each answer is stored with the database's change
 * stamp taken before it was computed; a later read gets it only if the stamp is still the same, so
 * any write (a hand-in, a review, a suspended account, a new module), by any request or any other
 * connection, makes every kept answer be computed again on its next read. Nothing is ever served
 * that the database no longer says.
 *
 * Keys are built by the callers and hold everything the answer depends on: the caller's id and
 * role and the call's input. Only successful answers are kept; errors are thrown to every waiting
 * caller and then forgotten. Kept answers are shared between requests, so they are frozen: code that
 * tried to change one would throw instead of changing another caller's answer.
 */
export type ReadCache = {
  read<T>(key: string, compute: () => Promise<T>): Promise<T>;
};

export const noReadCache: ReadCache = { read: (_key, compute) => compute() };

type Entry = { stamp: string; storedAt: number; value: Promise<unknown> };

export type ReadCacheOptions = {
  /** Least recently used answers go first past this many. */
  maxEntries?: number;
  /**
   * A kept answer is computed again after this long even when no data changed, for what depends
   * on the clock alone (the admin panel's "new this month" at the turn of a month).
   */
  maxAgeMs?: number;
  now?: () => number;
};

export function createReadCache(stamp: ChangeStamp, options: ReadCacheOptions = {}): ReadCache {
  const maxEntries = options.maxEntries ?? 500;
  const maxAgeMs = options.maxAgeMs ?? 60_000;
  const now = options.now ?? Date.now;
  const entries = new Map<string, Entry>();

  return {
    async read<T>(key: string, compute: () => Promise<T>): Promise<T> {
      const current = await stamp();
      const kept = entries.get(key);
      if (kept && kept.stamp === current && now() - kept.storedAt < maxAgeMs) {
        // Most recently used last, so the first key is the one to drop.
        entries.delete(key);
        entries.set(key, kept);
        return kept.value as Promise<T>;
      }
      // Computed once for every caller that asks while it runs (the same stamp, the same answer).
      const entry: Entry = { stamp: current, storedAt: now(), value: compute().then(deepFreeze) };
      entries.delete(key);
      if (entries.size >= maxEntries) entries.delete(entries.keys().next().value as string);
      entries.set(key, entry);
      entry.value.catch(() => {
        if (entries.get(key) === entry) entries.delete(key);
      });
      return entry.value as Promise<T>;
    },
  };
}

/** Freezes `value` and everything inside it (shared answers: a change would reach other callers). */
export function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === "object" && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}

/**
 * A short-lived copy of public catalogue answers (product pages and single products), kept per
 * process, and of GET shop's answer for the pages the server draws (server/plugins/pageHints.ts).
 * Both are read far more than they change; a second of staleness in what a page shows is fine
 * because checkout always checks stock and the shop's hours and pause in the database. This process
 * forgets its copy at once when it changes a product, takes stock or changes the shop; other
 * processes within `ttlMs`. A ttl of 0 turns it off.
 */
export interface CatalogueCache {
  read<T>(key: string, load: () => Promise<T>): Promise<T>;
  /** Called after any product write or stock change made by this process. */
  invalidate(): void;
}

const MAX_ENTRIES = 500;

export function createCatalogueCache(ttlMs: number, clock: () => number = Date.now): CatalogueCache {
  if (ttlMs <= 0) return { read: (_key, load) => load(), invalidate: () => {} };
  let entries = new Map<string, { value: unknown; expires: number }>();
  let generation = 0;
  return {
    async read<T>(key: string, load: () => Promise<T>): Promise<T> {
      const now = clock();
      const hit = entries.get(key);
      if (hit && hit.expires > now) return hit.value as T;
      const startedAt = generation;
      const value = await load();
      // A write that landed while this read was in flight makes its result too old to keep.
      if (startedAt === generation) {
        // Search terms make keys unbounded: start over rather than grow.
        if (entries.size >= MAX_ENTRIES) entries = new Map();
        entries.set(key, { value, expires: now + ttlMs });
      }
      return value;
    },
    invalidate() {
      generation += 1;
      entries = new Map();
    },
  };
}

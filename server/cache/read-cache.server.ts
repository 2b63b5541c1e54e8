import { LRUCache } from "lru-cache";
import { ALL_PAGES_TAG } from "./page-tags.ts";

/**
 * Catalogue and content reads kept in memory, dropped by the same tags and announcements as stored pages
 * (decision 029): a read is stored with the tags of what it shows (`product-12`, `listing`, `document-40`,
 * `site` …), and `invalidate` — subscribed to `services.pageChanges`, so in-process on the embedded database
 * and across instances on PostgreSQL — drops every read carrying one of the announced tags. `site` drops all.
 *
 * Always right, like the page cache: a read that began before an announcement touching its tags is not
 * stored after it, and concurrent reads of one key share one load. Values are shared between requests:
 * callers must not change them (they are frozen outside production, so a test catches one that does).
 */
export interface ReadCache {
  /** The stored value of `key`, or `load`'s, stored with the tags it names. */
  read<T>(key: string, load: () => Promise<Tagged<T>>): Promise<T>;
  invalidate(tags: readonly string[]): void;
  /** Entries stored now (tests, the bench). */
  readonly size: number;
}

export interface Tagged<T> {
  value: T;
  /** What the value shows; `ALL_PAGES_TAG` is implied. An empty list is kept until `site` or its age. */
  tags: readonly string[];
}

export interface ReadCacheOptions {
  /** Entries kept; the least recently used go first. */
  maxEntries: number;
  /** An entry is read again this long after it was loaded, whatever happens (sale dates, clock-bound reads). */
  maxAgeMs: number;
  /** Deep-freeze stored values so a caller changing one fails loudly (on outside production). */
  freeze?: boolean;
}

interface Entry {
  value: unknown;
  tags: readonly string[];
}

export function createReadCache(options: ReadCacheOptions): ReadCache {
  const keysByTag = new Map<string, Set<string>>();
  const unindex = (entry: Entry, key: string) => {
    for (const tag of entry.tags) {
      const keys = keysByTag.get(tag);
      keys?.delete(key);
      if (keys?.size === 0) keysByTag.delete(tag);
    }
  };
  const entries = new LRUCache<string, Entry>({
    max: options.maxEntries,
    ttl: options.maxAgeMs,
    ttlAutopurge: false,
    dispose: (entry, key) => unindex(entry, key),
  });
  /** Moves on at every announcement; `lastTouched` says when each tag was last announced. */
  let generation = 0;
  const lastTouched = new Map<string, number>();
  const inFlight = new Map<string, { generation: number; promise: Promise<unknown> }>();

  const touchedSince = (tags: readonly string[], since: number) =>
    (lastTouched.get(ALL_PAGES_TAG) ?? -1) >= since ||
    tags.some((tag) => (lastTouched.get(tag) ?? -1) >= since);

  return {
    async read<T>(key: string, load: () => Promise<Tagged<T>>): Promise<T> {
      const stored = entries.get(key);
      if (stored) return stored.value as T;
      const pending = inFlight.get(key);
      if (pending && pending.generation === generation) return pending.promise as Promise<T>;
      const started = generation + 1;
      const promise = load().then(({ value, tags }) => {
        if (inFlight.get(key)?.promise === promise) inFlight.delete(key);
        if (touchedSince(tags, started)) return value;
        if (options.freeze) deepFreeze(value);
        entries.set(key, { value, tags });
        for (const tag of tags) {
          const keys = keysByTag.get(tag) ?? new Set<string>();
          keys.add(key);
          keysByTag.set(tag, keys);
        }
        return value;
      });
      promise.catch(() => {
        if (inFlight.get(key)?.promise === promise) inFlight.delete(key);
      });
      inFlight.set(key, { generation, promise });
      return promise;
    },
    invalidate(tags) {
      generation += 1;
      for (const tag of tags) lastTouched.set(tag, generation);
      if (tags.includes(ALL_PAGES_TAG)) {
        entries.clear();
        keysByTag.clear();
        return;
      }
      for (const tag of tags) {
        const keys = keysByTag.get(tag);
        if (!keys) continue;
        for (const key of [...keys]) entries.delete(key);
      }
    },
    get size() {
      return entries.size;
    },
  };
}

function deepFreeze(value: unknown): void {
  if (value === null || typeof value !== "object" || Object.isFrozen(value)) return;
  if (value instanceof Date || ArrayBuffer.isView(value)) return;
  Object.freeze(value);
  for (const child of Object.values(value)) deepFreeze(child);
}

/** No caching: every read loads (the page cache switched off, `pageCache.enabled: false`). */
export function uncachedReads(): ReadCache {
  return {
    read: async (_key, load) => (await load()).value,
    invalidate() {},
    size: 0,
  };
}

/** Kept reads per process and their longest life; a read is a few KB, so this stays within a few MB. */
export const READ_CACHE_MAX_ENTRIES = 2_000;
export const READ_CACHE_MAX_AGE_MS = 60_000;

/** The shop's read cache, dropped by every page-change announcement (this process's and other instances'). */
export function createServiceReadCache(
  pageCacheEnabled: boolean,
  pageChanges: { subscribe(listener: (tags: readonly string[]) => void): unknown },
  maxEntries = READ_CACHE_MAX_ENTRIES,
): ReadCache {
  if (!pageCacheEnabled) return uncachedReads();
  const reads = createReadCache({
    maxEntries,
    maxAgeMs: READ_CACHE_MAX_AGE_MS,
    freeze: process.env.NODE_ENV !== "production",
  });
  pageChanges.subscribe((tags) => reads.invalidate(tags));
  return reads;
}

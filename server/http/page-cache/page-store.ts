import { LRUCache } from "lru-cache";
import { type PageParts, partsSize } from "./page-parts.ts";

/** One stored page: compressed bodies, the headers to replay, and what it shows (its tags). */
export interface StoredPage {
  status: number;
  /** Response headers to send again (no Set-Cookie, Date, request id or length; the encoding is chosen per request). */
  headers: [string, string][];
  etag: string;
  brotli: Buffer;
  gzip: Buffer;
  tags: readonly string[];
  /**
   * The visitor's own parts the page was rendered with, and the policy before hashes, so a shopper's
   * parts can be spliced in (decision 030). Absent when the page frame recorded none.
   */
  splice?: { parts: PageParts; policy: string | null; nonce: string };
}

export interface PageStoreOptions {
  /** The byte budget for all stored bodies; the least recently used pages go first. */
  maxBytes: number;
  /** A stored page is dropped this long after it was rendered, whatever happens. */
  maxAgeMs: number;
  /** The clock for page ages, in milliseconds (tests pass one that fake timers move). */
  now?: () => number;
}

/** Bytes an entry is charged against the budget: both bodies, its headers and key, roughly. */
function entryBytes(page: StoredPage, key: string): number {
  let headerBytes = 0;
  for (const [name, value] of page.headers) headerBytes += name.length + value.length;
  const spliceBytes = page.splice ? partsSize(page.splice.parts) * 2 + (page.splice.policy?.length ?? 0) : 0;
  return page.brotli.length + page.gzip.length + headerBytes + spliceBytes + key.length + 256;
}

/**
 * Stored pages in a least-recently-used order within a byte budget, indexed by tag so a write can
 * drop exactly the pages that show what it changed. `generation` moves on at every invalidation, so
 * a render that began before one is not stored after it (it may show what was just changed).
 */
export class PageStore {
  readonly #pages: LRUCache<string, StoredPage>;
  readonly #keysByTag = new Map<string, Set<string>>();
  #generation = 0;

  constructor(options: PageStoreOptions) {
    this.#pages = new LRUCache<string, StoredPage>({
      maxSize: options.maxBytes,
      sizeCalculation: (page, key) => Math.max(1, entryBytes(page, key)),
      ttl: options.maxAgeMs,
      ttlAutopurge: false,
      ...(options.now ? { perf: { now: options.now } } : {}),
      dispose: (page, key) => this.#unindex(page, key),
    });
  }

  get generation(): number {
    return this.#generation;
  }

  get(key: string): StoredPage | undefined {
    return this.#pages.get(key);
  }

  /** Keeps a page rendered while `generation` was `renderedAt`, unless something changed since. */
  set(key: string, page: StoredPage, renderedAt: number): boolean {
    if (renderedAt !== this.#generation) return false;
    this.#pages.set(key, page);
    if (!this.#pages.has(key)) return false; // larger than the whole budget
    for (const tag of page.tags) {
      let keys = this.#keysByTag.get(tag);
      if (!keys) {
        keys = new Set();
        this.#keysByTag.set(tag, keys);
      }
      keys.add(key);
    }
    return true;
  }

  /** Drops every page carrying one of the tags; answers how many went. */
  invalidate(tags: Iterable<string>): number {
    this.#generation += 1;
    const keys = new Set<string>();
    for (const tag of tags) for (const key of this.#keysByTag.get(tag) ?? []) keys.add(key);
    for (const key of keys) this.#pages.delete(key);
    return keys.size;
  }

  clear(): void {
    this.#generation += 1;
    this.#pages.clear();
  }

  get pageCount(): number {
    return this.#pages.size;
  }

  get byteCount(): number {
    return this.#pages.calculatedSize;
  }

  #unindex(page: StoredPage, key: string): void {
    for (const tag of page.tags) {
      const keys = this.#keysByTag.get(tag);
      if (!keys) continue;
      keys.delete(key);
      if (keys.size === 0) this.#keysByTag.delete(tag);
    }
  }
}

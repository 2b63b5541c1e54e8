import { createDebouncer, type Timers } from "../lib/timers.ts";

/**
 * Keeps tabs in step with the cart: each tab stores the cart hash it last saw under the configured
 * `cart_hash_key` (wc_cart_fragments_params) in local storage; the browser's `storage` event tells the
 * other tabs, and a tab whose hash is no longer current calls `onChange` (normally: refresh fragments).
 */

/** The parts of `localStorage` used. Any of them may throw (private mode, storage disabled). */
export interface HashStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** The fields of a `StorageEvent` used: `key` is null when another tab cleared the storage. */
export interface StorageChange {
  key: string | null;
  newValue: string | null;
}

export interface CartSyncOptions {
  storage: HashStorage;
  /** `cart_hash_key` from the page configuration. */
  key: string;
  /** Listens to `storage` events (of other tabs); returns the unsubscribe function. */
  subscribe(listener: (change: StorageChange) => void): () => void;
  /** Another tab changed the cart; `hash` is its new hash, null for an empty cart. */
  onChange(hash: string | null): void;
  /** Changes arriving within `delayMs` of each other make one call, with the last hash; none when the
   * burst ends where it began. Without it, every change calls at once. */
  coalesce?: { timers: Timers; delayMs: number };
}

export interface CartSync {
  /** This tab learnt a new cart hash (from a reply): stored for the other tabs unless it is the current one. */
  record(hash: string): void;
  /** The hash this tab holds as current; null for an empty cart. */
  readonly current: string | null;
  stop(): void;
}

/** WooCommerce's hash of an empty cart is the empty string; storage has no entry for it. */
function normalise(hash: string | null): string | null {
  return hash === null || hash === "" ? null : hash;
}

function safely<T>(read: () => T, fallback: T): T {
  try {
    return read();
  } catch {
    return fallback;
  }
}

export function createCartSync(options: CartSyncOptions): CartSync {
  const { storage, key } = options;
  let current = normalise(safely(() => storage.getItem(key), null));
  let lastNotified = current;
  const debouncer = options.coalesce
    ? createDebouncer(options.coalesce.delayMs, options.coalesce.timers)
    : null;

  const notify = (): void => {
    if (current === lastNotified) return;
    lastNotified = current;
    options.onChange(current);
  };

  const unsubscribe = options.subscribe((change) => {
    if (change.key !== null && change.key !== key) return;
    const hash = normalise(change.key === null ? null : change.newValue);
    if (hash === current) return;
    current = hash;
    if (debouncer) debouncer.schedule(notify);
    else notify();
  });

  return {
    record(hash) {
      const next = normalise(hash);
      if (next === current) return;
      current = next;
      lastNotified = next;
      safely(() => (next === null ? storage.removeItem(key) : storage.setItem(key, next)), undefined);
    },
    get current() {
      return current;
    },
    stop() {
      unsubscribe();
      debouncer?.cancel();
    },
  };
}

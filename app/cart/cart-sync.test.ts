import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { type CartSyncOptions, createCartSync, type HashStorage, type StorageChange } from "./cart-sync.ts";

// Cross-tab sync has no requirement id of its own: it serves S-ATC-10 / S-MINI-03 (the cart areas follow
// cart_hash) with the wire contract of wc_cart_fragments_params.cart_hash_key.

const KEY = "wc_cart_hash_abc";

function memoryStorage(initial: Record<string, string> = {}): HashStorage & { data: Map<string, string> } {
  const data = new Map(Object.entries(initial));
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => {
      data.set(key, value);
    },
    removeItem: (key) => {
      data.delete(key);
    },
  };
}

function setup(overrides: Partial<CartSyncOptions> = {}, initial: Record<string, string> = { [KEY]: "h1" }) {
  const storage = memoryStorage(initial);
  const listeners = new Set<(change: StorageChange) => void>();
  const changes: Array<string | null> = [];
  const sync = createCartSync({
    storage,
    key: KEY,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    onChange: (hash) => changes.push(hash),
    ...overrides,
  });
  /** Another tab writes to storage. */
  const otherTab = (change: StorageChange) => {
    for (const listener of listeners) listener(change);
  };
  return { storage, listeners, changes, sync, otherTab };
}

describe("createCartSync", () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("starts from the hash stored under cart_hash_key (S-MINI-03, cart_hash_key)", () => {
    expect(setup().sync.current).toBe("h1");
    expect(setup({}, {}).sync.current).toBeNull();
  });

  it("calls onChange when another tab stores a different hash (S-ATC-10, S-MINI-03, cart_hash_key)", () => {
    const { changes, otherTab, sync } = setup();
    otherTab({ key: KEY, newValue: "h2" });
    expect(changes).toEqual(["h2"]);
    expect(sync.current).toBe("h2");
  });

  it("ignores the same hash, other keys, and repeats of one change (S-MINI-03, cart_hash_key)", () => {
    const { changes, otherTab } = setup();
    otherTab({ key: KEY, newValue: "h1" });
    otherTab({ key: "something_else", newValue: "h9" });
    otherTab({ key: KEY, newValue: "h2" });
    otherTab({ key: KEY, newValue: "h2" });
    expect(changes).toEqual(["h2"]);
  });

  it("reports an emptied cart or cleared storage as null (S-MINI-03, cart_hash_key)", () => {
    const { changes, otherTab } = setup();
    otherTab({ key: KEY, newValue: null });
    otherTab({ key: null, newValue: null });
    expect(changes).toEqual([null]);
    otherTab({ key: KEY, newValue: "h3" });
    otherTab({ key: null, newValue: null });
    expect(changes).toEqual([null, "h3", null]);
  });

  it("stores this tab's new hash for the others, and does nothing for the current one (S-MINI-03, cart_hash_key)", () => {
    const setItem = vi.fn();
    const { storage, sync, changes } = setup();
    storage.setItem = setItem;
    sync.record("h1");
    expect(setItem).not.toHaveBeenCalled();
    sync.record("h2");
    expect(setItem).toHaveBeenCalledWith(KEY, "h2");
    expect(sync.current).toBe("h2");
    expect(changes).toEqual([]);
  });

  it("removes the stored hash when this tab's cart is emptied (S-MINI-03, cart_hash_key)", () => {
    const { storage, sync } = setup();
    sync.record("");
    expect(storage.data.has(KEY)).toBe(false);
    expect(sync.current).toBeNull();
  });

  it("does not call onChange when another tab reaches the hash this tab recorded (S-MINI-03, cart_hash_key)", () => {
    const { changes, otherTab, sync } = setup();
    sync.record("h2");
    otherTab({ key: KEY, newValue: "h2" });
    expect(changes).toEqual([]);
  });

  it("coalesces a burst of changes into one call with the last hash (S-MINI-03, cart_hash_key)", () => {
    const { changes, otherTab } = setup({ coalesce: { timers: globalThis, delayMs: 100 } });
    otherTab({ key: KEY, newValue: "h2" });
    vi.advanceTimersByTime(50);
    otherTab({ key: KEY, newValue: "h3" });
    vi.advanceTimersByTime(99);
    expect(changes).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(changes).toEqual(["h3"]);
  });

  it("makes no call for a burst that ends where it began (S-MINI-03, cart_hash_key)", () => {
    const { changes, otherTab } = setup({ coalesce: { timers: globalThis, delayMs: 100 } });
    otherTab({ key: KEY, newValue: "h2" });
    otherTab({ key: KEY, newValue: "h1" });
    vi.advanceTimersByTime(100);
    expect(changes).toEqual([]);
  });

  it("stops listening and drops a pending call when stopped (S-MINI-03, cart_hash_key)", () => {
    const { changes, otherTab, listeners, sync } = setup({ coalesce: { timers: globalThis, delayMs: 100 } });
    otherTab({ key: KEY, newValue: "h2" });
    sync.stop();
    expect(listeners.size).toBe(0);
    vi.advanceTimersByTime(1000);
    expect(changes).toEqual([]);
  });

  it("keeps working when storage throws (private mode) (S-MINI-03, cart_hash_key)", () => {
    const broken: HashStorage = {
      getItem: () => {
        throw new Error("SecurityError");
      },
      setItem: () => {
        throw new Error("QuotaExceededError");
      },
      removeItem: () => {
        throw new Error("SecurityError");
      },
    };
    const { sync, changes, otherTab } = setup({ storage: broken });
    expect(sync.current).toBeNull();
    expect(() => sync.record("h2")).not.toThrow();
    expect(sync.current).toBe("h2");
    otherTab({ key: KEY, newValue: "h3" });
    expect(changes).toEqual(["h3"]);
  });
});

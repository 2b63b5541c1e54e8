import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  CART_AUTO_UPDATE_MS,
  createCartAutoUpdater,
  createMiniCartLoading,
  createQuantityTypingDebouncer,
  MINI_CART_LOADING_CLEAR_MS,
  QUANTITY_TYPING_DEBOUNCE_MS,
} from "./quantity-timing.ts";

describe("quantity timing", () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("debounces typing in a quantity input by 500 ms (S-QTY-09)", () => {
    expect(QUANTITY_TYPING_DEBOUNCE_MS).toBe(500);
    const seen: string[] = [];
    const typing = createQuantityTypingDebouncer(globalThis);
    typing.schedule(() => seen.push("1"));
    vi.advanceTimersByTime(400);
    typing.schedule(() => seen.push("12"));
    vi.advanceTimersByTime(499);
    expect(seen).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(seen).toEqual(["12"]);
  });

  it("auto-updates the cart 1000 ms after the last quantity change (S-CART-03)", () => {
    expect(CART_AUTO_UPDATE_MS).toBe(1000);
    let updates = 0;
    const updater = createCartAutoUpdater(globalThis);
    updater.schedule(() => {
      updates += 1;
    });
    vi.advanceTimersByTime(999);
    expect(updates).toBe(0);
    vi.advanceTimersByTime(1);
    expect(updates).toBe(1);
  });

  it("shows the mini cart loading state while an update runs and removes it 500 ms after (S-MINI-08)", () => {
    expect(MINI_CART_LOADING_CLEAR_MS).toBe(500);
    const states: boolean[] = [];
    const loading = createMiniCartLoading(globalThis, (value) => states.push(value));
    loading.start();
    expect(states).toEqual([true]);
    vi.advanceTimersByTime(5000);
    expect(states).toEqual([true]);
    loading.finish();
    vi.advanceTimersByTime(499);
    expect(states).toEqual([true]);
    vi.advanceTimersByTime(1);
    expect(states).toEqual([true, false]);
  });

  it("keeps the loading state when a new update starts before the removal (S-MINI-08)", () => {
    const states: boolean[] = [];
    const loading = createMiniCartLoading(globalThis, (value) => states.push(value));
    loading.start();
    loading.finish();
    vi.advanceTimersByTime(300);
    loading.start();
    vi.advanceTimersByTime(1000);
    expect(states).toEqual([true, true]);
    loading.clear();
    expect(states).toEqual([true, true, false]);
  });
});

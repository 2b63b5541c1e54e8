import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createDebouncer, nextTask } from "./timers.ts";

describe("createDebouncer", () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("runs only the last action, delayMs after it was scheduled (S-QTY-09)", () => {
    const calls: string[] = [];
    const debouncer = createDebouncer(300, globalThis);
    debouncer.schedule(() => calls.push("a"));
    vi.advanceTimersByTime(200);
    debouncer.schedule(() => calls.push("b"));
    vi.advanceTimersByTime(299);
    expect(calls).toEqual([]);
    expect(debouncer.pending).toBe(true);
    vi.advanceTimersByTime(1);
    expect(calls).toEqual(["b"]);
    expect(debouncer.pending).toBe(false);
  });

  it("cancel drops the waiting action and flush runs it at once (S-QTY-09)", () => {
    const calls: string[] = [];
    const debouncer = createDebouncer(300, globalThis);
    debouncer.schedule(() => calls.push("dropped"));
    debouncer.cancel();
    vi.advanceTimersByTime(1000);
    expect(calls).toEqual([]);

    debouncer.schedule(() => calls.push("flushed"));
    debouncer.flush();
    expect(calls).toEqual(["flushed"]);
    vi.advanceTimersByTime(1000);
    expect(calls).toEqual(["flushed"]);
    debouncer.flush();
    expect(calls).toEqual(["flushed"]);
  });

  it("can be scheduled again from inside its own action (S-QTY-09)", () => {
    const calls: number[] = [];
    const debouncer = createDebouncer(100, globalThis);
    debouncer.schedule(() => {
      calls.push(1);
      debouncer.schedule(() => calls.push(2));
    });
    vi.advanceTimersByTime(100);
    expect(calls).toEqual([1]);
    expect(debouncer.pending).toBe(true);
    vi.advanceTimersByTime(100);
    expect(calls).toEqual([1, 2]);
  });
});

describe("nextTask (issue 18: blocking time)", () => {
  it("resolves only after the current task and its microtasks, in a timer task of its own", async () => {
    const order: string[] = [];
    let scheduled: (() => void) | null = null;
    const waited = nextTask({
      setTimeout: (callback, ms) => {
        order.push(`timer ${ms} ms`);
        scheduled = callback;
        return 1;
      },
    }).then(() => order.push("resolved"));
    await Promise.resolve();
    order.push("microtasks done");
    expect(order).toEqual(["timer 0 ms", "microtasks done"]);
    (scheduled as (() => void) | null)?.();
    await waited;
    expect(order).toEqual(["timer 0 ms", "microtasks done", "resolved"]);
  });
});

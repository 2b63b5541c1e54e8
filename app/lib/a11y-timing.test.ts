import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  MESSAGE_FOCUS_DELAY_MS,
  type Notice,
  RESULT_COUNT_HIDDEN_MS,
  SUCCESS_ANNOUNCE_DELAY_MS,
  scheduleNoticeFocus,
  scheduleResultCountHiding,
} from "./a11y-timing.ts";

function env() {
  const events: string[] = [];
  return {
    events,
    timers: globalThis,
    focus: (element: string) => events.push(`focus ${element}`),
    announce: (text: string) => events.push(`announce ${text}`),
  };
}

const success: Notice<string> = { element: "success-el", kind: "success", text: "“Hoodie” has been added." };
const error: Notice<string> = { element: "error-el", kind: "error", text: "Please choose a size." };

describe("scheduleNoticeFocus", () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("focuses the message 500 ms after load (S-A11Y-01)", () => {
    expect(MESSAGE_FOCUS_DELAY_MS).toBe(500);
    const e = env();
    scheduleNoticeFocus(e, [error]);
    vi.advanceTimersByTime(499);
    expect(e.events).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(e.events).toEqual(["focus error-el"]);
    vi.advanceTimersByTime(5000);
    expect(e.events).toEqual(["focus error-el"]);
  });

  it("focuses the first of several messages, success or error (S-A11Y-01)", () => {
    const e = env();
    scheduleNoticeFocus(e, [success, error]);
    vi.advanceTimersByTime(500);
    expect(e.events).toEqual(["focus success-el"]);
  });

  it("announces the success message text 1000 ms after load (S-A11Y-02)", () => {
    expect(SUCCESS_ANNOUNCE_DELAY_MS).toBe(1000);
    const e = env();
    scheduleNoticeFocus(e, [success]);
    vi.advanceTimersByTime(999);
    expect(e.events).toEqual(["focus success-el"]);
    vi.advanceTimersByTime(1);
    expect(e.events).toEqual(["focus success-el", "announce “Hoodie” has been added."]);
  });

  it("announces only success messages, all of them (S-A11Y-02)", () => {
    const e = env();
    scheduleNoticeFocus(e, [error, success, { element: "s2", kind: "success", text: " Coupon applied. " }]);
    vi.advanceTimersByTime(1000);
    expect(e.events).toEqual(["focus error-el", "announce “Hoodie” has been added. Coupon applied."]);

    const onlyErrors = env();
    scheduleNoticeFocus(onlyErrors, [error]);
    vi.advanceTimersByTime(1000);
    expect(onlyErrors.events).toEqual(["focus error-el"]);
  });

  it("does nothing without messages, and nothing more once cancelled (S-A11Y-01, S-A11Y-02)", () => {
    const none = env();
    scheduleNoticeFocus(none, []);
    vi.advanceTimersByTime(2000);
    expect(none.events).toEqual([]);

    const e = env();
    const cancel = scheduleNoticeFocus(e, [success]);
    vi.advanceTimersByTime(600);
    cancel();
    vi.advanceTimersByTime(2000);
    expect(e.events).toEqual(["focus success-el"]);
  });
});

describe("scheduleResultCountHiding", () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("hides the result count from assistive tech for 2000 ms, then restores it (S-A11Y-03)", () => {
    expect(RESULT_COUNT_HIDDEN_MS).toBe(2000);
    const states: boolean[] = [];
    scheduleResultCountHiding({ timers: globalThis, setHidden: (hidden) => states.push(hidden) });
    expect(states).toEqual([true]);
    vi.advanceTimersByTime(1999);
    expect(states).toEqual([true]);
    vi.advanceTimersByTime(1);
    expect(states).toEqual([true, false]);
  });

  it("restores it at once when cancelled, and only once (S-A11Y-03)", () => {
    const states: boolean[] = [];
    const cancel = scheduleResultCountHiding({
      timers: globalThis,
      setHidden: (hidden) => states.push(hidden),
    });
    vi.advanceTimersByTime(500);
    cancel();
    expect(states).toEqual([true, false]);
    vi.advanceTimersByTime(5000);
    cancel();
    expect(states).toEqual([true, false]);
  });
});

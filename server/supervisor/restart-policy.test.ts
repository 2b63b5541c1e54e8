import { describe, expect, it } from "vitest";
import { CRASH_WINDOW_MS, MAX_RESTART_DELAY_MS, restartDelayMs, workerCount } from "./restart-policy.ts";

describe("supervisor restart policy (issue 9)", () => {
  it("replaces a worker at once after a single death", () => {
    expect(restartDelayMs([], 1_000_000)).toBe(0);
    expect(restartDelayMs([1_000_000 - CRASH_WINDOW_MS - 1], 1_000_000)).toBe(0);
  });

  it("backs off while deaths keep coming within a minute, up to 30 s", () => {
    const now = 10_000_000;
    expect(restartDelayMs([now - 5_000], now)).toBe(500);
    expect(restartDelayMs([now - 9_000, now - 5_000], now)).toBe(1_000);
    expect(restartDelayMs([now - 9_000, now - 7_000, now - 5_000], now)).toBe(2_000);
    expect(
      restartDelayMs(
        Array.from({ length: 20 }, (_, i) => now - i * 100),
        now,
      ),
    ).toBe(MAX_RESTART_DELAY_MS);
  });

  it("runs one worker on the embedded database (PGlite is single-process)", () => {
    expect(workerCount("pglite")).toBe(1);
  });
});

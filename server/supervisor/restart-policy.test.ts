import { describe, expect, it } from "vitest";
import {
  CRASH_WINDOW_MS,
  connectionScheduling,
  MAX_RESTART_DELAY_MS,
  restartDelayMs,
  workerCount,
  workerCountNotice,
} from "./restart-policy.ts";

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

  it("runs one worker on the embedded database (PGlite is single-process), and says so when asked for more", () => {
    expect(workerCount("pglite", undefined)).toBe(1);
    expect(workerCount("pglite", 4)).toBe(1);
    expect(workerCountNotice("pglite", 4)).toContain("WEB_CONCURRENCY=4 ignored");
    expect(workerCountNotice("pglite", 1)).toBeNull();
  });

  it("runs WEB_CONCURRENCY workers on PostgreSQL, one by default", () => {
    expect(workerCount("postgres", undefined)).toBe(1);
    expect(workerCount("postgres", 3)).toBe(3);
    expect(workerCountNotice("postgres", 3)).toBeNull();
  });
});

describe("how connections reach the workers (issue 18)", () => {
  it("one worker accepts its own connections; several are handed them in turn", () => {
    expect(connectionScheduling(1, undefined)).toBe("none");
    expect(connectionScheduling(2, undefined)).toBe("rr");
    expect(connectionScheduling(4, "")).toBe("rr");
  });

  it("keeps what the operator set in NODE_CLUSTER_SCHED_POLICY", () => {
    expect(connectionScheduling(1, "rr")).toBe("rr");
    expect(connectionScheduling(3, "none")).toBe("none");
    expect(connectionScheduling(1, "fair")).toBe("none");
  });
});

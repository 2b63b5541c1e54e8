import { describe, expect, it } from "vitest";
import { medianRunIndex, spread } from "./lighthouse-runs.ts";

describe("Lighthouse runs summed up (issue 18, bench)", () => {
  it("picks the run with the median score", () => {
    const runs = [
      { score: 97, blockingMs: 90 },
      { score: 85, blockingMs: 610 },
      { score: 92, blockingMs: 260 },
    ];
    expect(medianRunIndex(runs)).toBe(2);
  });

  it("orders equal scores by blocking time and takes the lower middle of an even count", () => {
    const runs = [
      { score: 90, blockingMs: 100 },
      { score: 90, blockingMs: 300 },
      { score: 95, blockingMs: 50 },
      { score: 80, blockingMs: 700 },
    ];
    // Worst to best: 80, 90/300 ms, 90/100 ms, 95; the lower middle is 90 with 300 ms.
    expect(medianRunIndex(runs)).toBe(1);
  });

  it("counts a failed run as the lowest", () => {
    expect(
      medianRunIndex([
        { score: null, blockingMs: null },
        { score: 70, blockingMs: 500 },
        { score: 99, blockingMs: 0 },
      ]),
    ).toBe(1);
  });

  it("refuses to summarise no runs", () => {
    expect(() => medianRunIndex([])).toThrow(/no Lighthouse runs/);
  });

  it("gives the spread of the values there are, and nothing for a single run", () => {
    expect(spread([96, 85, null, 91])).toBe("85–96");
    expect(spread([96])).toBe("");
    expect(spread([null, 40])).toBe("");
  });
});

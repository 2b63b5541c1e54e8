import { describe, expect, it } from "vitest";
import { readingProgress } from "./reading-progress.ts";

describe("reading progress (S-THEME-04)", () => {
  it("goes from 0 at the top to 1 at the bottom of the scrollable height", () => {
    expect(readingProgress(0, 3000, 1000)).toBe(0);
    expect(readingProgress(1000, 3000, 1000)).toBe(0.5);
    expect(readingProgress(2000, 3000, 1000)).toBe(1);
  });

  it("stays within 0..1 under overscroll and counts a page shorter than the window as read", () => {
    expect(readingProgress(-40, 3000, 1000)).toBe(0);
    expect(readingProgress(2300, 3000, 1000)).toBe(1);
    expect(readingProgress(0, 800, 1000)).toBe(1);
  });
});

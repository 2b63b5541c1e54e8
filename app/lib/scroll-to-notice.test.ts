import { describe, expect, it } from "vitest";
import {
  NOTICE_SCROLL_DURATION_MS,
  NOTICE_SCROLL_OFFSET_PX,
  noticeScrollAt,
  noticeScrollTarget,
  swing,
} from "./scroll-to-notice.ts";

describe("scroll to a notice (S-CONST-05)", () => {
  it("S-CONST-05 settles 100 px above the notice, never above the page", () => {
    expect(NOTICE_SCROLL_OFFSET_PX).toBe(100);
    expect(noticeScrollTarget(640)).toBe(540);
    expect(noticeScrollTarget(60)).toBe(0);
  });

  it("S-CONST-05 takes 1000 ms with jQuery's swing easing", () => {
    expect(NOTICE_SCROLL_DURATION_MS).toBe(1000);
    expect(noticeScrollAt(1500, 500, 0)).toBe(1500);
    expect(noticeScrollAt(1500, 500, 500)).toBeCloseTo(1000);
    expect(noticeScrollAt(1500, 500, 250)).toBeCloseTo(1500 - 1000 * swing(0.25));
    expect(noticeScrollAt(1500, 500, 999)).toBeGreaterThan(500);
    expect(noticeScrollAt(1500, 500, 1000)).toBe(500);
    expect(noticeScrollAt(1500, 500, 5000)).toBe(500);
  });

  it("swing eases in and out", () => {
    expect(swing(0)).toBe(0);
    expect(swing(0.5)).toBeCloseTo(0.5);
    expect(swing(1)).toBe(1);
    expect(swing(0.1)).toBeLessThan(0.1);
  });
});

import { describe, expect, it } from "vitest";
import {
  NOTICE_SCROLL_DURATION_MS,
  NOTICE_SCROLL_OFFSET_PX,
  noticeScrollAt,
  noticeScrollTarget,
  scrollToNotice,
  swing,
} from "./scroll-to-notice.ts";

/** A window with a document of fixed height and a notice whose place in it the test moves; frames run by hand. */
function fakePage(noticeTop: number, scrollY: number) {
  const page = { noticeTop, scrollY, frames: [] as FrameRequestCallback[], listeners: 0 };
  const win = {
    get scrollY() {
      return page.scrollY;
    },
    scrollTo: (_x: number, y: number) => {
      page.scrollY = y;
    },
    matchMedia: () => ({ matches: false }),
    requestAnimationFrame: (callback: FrameRequestCallback) => page.frames.push(callback),
    cancelAnimationFrame: () => {},
    addEventListener: () => {
      page.listeners += 1;
    },
    removeEventListener: () => {
      page.listeners -= 1;
    },
  } as unknown as Window;
  const notice = { getBoundingClientRect: () => ({ top: page.noticeTop - page.scrollY }) } as Element;
  const runFrameAt = (now: number) => page.frames.shift()?.(now);
  return { page, win, notice, runFrameAt };
}

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

  it("S-CONST-05 ends 100 px above the notice even when the page above it changes during the scroll", () => {
    const { page, win, notice, runFrameAt } = fakePage(600, 1500);
    scrollToNotice(notice, win);
    runFrameAt(0);
    runFrameAt(500);
    expect(page.scrollY).toBeCloseTo(1000);
    page.noticeTop = 850; // the order review above the list grew by 250 px
    runFrameAt(900);
    runFrameAt(1000);
    expect(page.scrollY).toBe(750);
    expect(page.frames).toHaveLength(0);
    expect(page.listeners).toBe(0);
  });

  it("swing eases in and out", () => {
    expect(swing(0)).toBe(0);
    expect(swing(0.5)).toBeCloseTo(0.5);
    expect(swing(1)).toBe(1);
    expect(swing(0.1)).toBeLessThan(0.1);
  });
});

import { describe, expect, it } from "vitest";
import {
  ADMIN_BAR_HEIGHT_DESKTOP,
  ADMIN_BAR_HEIGHT_TABLET,
  adminBarOffset,
  HIDE_ON_SCROLL_DELTA,
  INITIAL_STICKY_STATE,
  nextStickyState,
  STICKY_HEADER_BREAK_POINT,
  type StickyState,
  stickThreshold,
  stickyAppliesTo,
  stickyDevice,
} from "./sticky-header.ts";

/** Scrolls through `positions` in order and returns the state after each. */
function scrollThrough(positions: number[], hideOnScroll: boolean, threshold = 100, headerHeight = 80) {
  const states: StickyState[] = [];
  let state = INITIAL_STICKY_STATE;
  for (const scrollY of positions) {
    state = nextStickyState(state, { scrollY, threshold, headerHeight, hideOnScroll });
    states.push(state);
  }
  return states;
}

describe("sticky header", () => {
  it("sticks strictly past the threshold and releases at or above it (S-THEME-13)", () => {
    const states = scrollThrough([0, 100, 101, 400, 101, 100, 20], false);
    expect(states.map((state) => state.stuck)).toEqual([false, false, true, true, true, false, false]);
    expect(states.every((state) => !state.hidden)).toBe(true);
  });

  it("sticks where the header's top meets its fixed offset, never below zero (S-THEME-13)", () => {
    expect(stickThreshold(120, 0)).toBe(120);
    expect(stickThreshold(120, 32)).toBe(88);
    expect(stickThreshold(0, 32)).toBe(0);
  });

  it("hide-on-scroll hides on scrolling down once out of its own place and shows on scrolling up (S-THEME-14)", () => {
    // threshold 100 + header 80: hiding starts past 180.
    const states = scrollThrough([0, 150, 300, 250, 600, 90], true);
    expect(states.map(({ stuck, hidden }) => [stuck, hidden])).toEqual([
      [false, false],
      [true, false], // stuck, still where it would be anyway
      [true, true], // scrolling down
      [true, false], // scrolling up
      [true, true],
      [false, false], // released above the threshold
    ]);
  });

  it("ignores moves smaller than the 5 px delta, measured from the last counted position (S-THEME-14)", () => {
    expect(HIDE_ON_SCROLL_DELTA).toBe(5);
    const hiddenAt400 = scrollThrough([0, 400], true).at(-1) as StickyState;
    expect(hiddenAt400).toEqual({ stuck: true, hidden: true, anchorY: 400 });
    const input = { threshold: 100, headerHeight: 80, hideOnScroll: true };
    // Up by 4 px: still hidden, the anchor stays at 400 …
    const upBy4 = nextStickyState(hiddenAt400, { ...input, scrollY: 396 });
    expect(upBy4).toEqual({ stuck: true, hidden: true, anchorY: 400 });
    // … so another 1 px (5 in all from the anchor) counts.
    expect(nextStickyState(upBy4, { ...input, scrollY: 395 })).toEqual({
      stuck: true,
      hidden: false,
      anchorY: 395,
    });
    const shownAt300 = { stuck: true, hidden: false, anchorY: 300 };
    expect(nextStickyState(shownAt300, { ...input, scrollY: 304 }).hidden).toBe(false);
    expect(nextStickyState(shownAt300, { ...input, scrollY: 305 }).hidden).toBe(true);
  });

  it("never hides without the hide-on-scroll option (S-THEME-14)", () => {
    expect(scrollThrough([0, 300, 900, 2000], false).some((state) => state.hidden)).toBe(false);
  });

  it("uses the mobile sticky header at or below 920 px, whatever the theme's header break point (S-THEME-15)", () => {
    expect(STICKY_HEADER_BREAK_POINT).toBe(920);
    expect(stickyDevice(920)).toBe("mobile");
    expect(stickyDevice(921)).toBe("desktop");
    expect(stickyDevice(390)).toBe("mobile");
    expect(stickyAppliesTo("both", "mobile")).toBe(true);
    expect(stickyAppliesTo("desktop", "mobile")).toBe(false);
    expect(stickyAppliesTo("desktop", "desktop")).toBe(true);
    expect(stickyAppliesTo("mobile", "desktop")).toBe(false);
  });

  it("sits below an admin bar: 32 px above 782 px, 46 px from 601 to 782 px, 0 at 600 px and below (S-THEME-16)", () => {
    expect([ADMIN_BAR_HEIGHT_DESKTOP, ADMIN_BAR_HEIGHT_TABLET]).toEqual([32, 46]);
    expect(adminBarOffset(1280, true)).toBe(32);
    expect(adminBarOffset(783, true)).toBe(32);
    expect(adminBarOffset(782, true)).toBe(46);
    expect(adminBarOffset(601, true)).toBe(46);
    expect(adminBarOffset(600, true)).toBe(0);
    expect(adminBarOffset(390, true)).toBe(0);
    expect(adminBarOffset(1280, false)).toBe(0);
    expect(adminBarOffset(700, false)).toBe(0);
  });
});

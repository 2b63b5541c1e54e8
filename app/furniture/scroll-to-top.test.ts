import { describe, expect, it } from "vitest";
import {
  isScrollToTopVisible,
  SCROLL_TO_TOP_FADE_MS,
  SHOP_SCROLL_TO_TOP_THRESHOLD_PX,
  scrollToTopThreshold,
  THEME_SCROLL_TO_TOP_THRESHOLD_PX,
} from "./scroll-to-top.ts";

const shop = ["woocommerce", "woocommerce-page", "archive"];
const theme = ["home", "page-template-default"];

describe("scroll-to-top thresholds", () => {
  it("on shop pages is hidden below 100 px and shown from there on (S-THEME-01)", () => {
    expect(SHOP_SCROLL_TO_TOP_THRESHOLD_PX).toBe(100);
    expect(scrollToTopThreshold(shop)).toBe(100);
    expect(isScrollToTopVisible(99, shop)).toBe(false);
    expect(isScrollToTopVisible(100, shop)).toBe(true);
    expect(isScrollToTopVisible(2000, shop)).toBe(true);
  });

  it("in the theme appears after 300 px (S-THEME-03)", () => {
    expect(THEME_SCROLL_TO_TOP_THRESHOLD_PX).toBe(300);
    expect(scrollToTopThreshold(theme)).toBe(300);
    expect(isScrollToTopVisible(150, theme)).toBe(false);
    expect(isScrollToTopVisible(300, theme)).toBe(false);
    expect(isScrollToTopVisible(301, theme)).toBe(true);
  });

  it("fades over 300 ms (S-THEME-02)", () => {
    expect(SCROLL_TO_TOP_FADE_MS).toBe(300);
  });
});

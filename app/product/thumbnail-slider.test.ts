import { describe, expect, it } from "vitest";
import {
  THUMBNAIL_ITEM_WIDTH,
  THUMBNAIL_MARGIN,
  THUMBNAIL_MAX_VISIBLE,
  thumbnailOffset,
  thumbnailViewportLength,
  thumbnailWindow,
  visibleThumbnailCount,
} from "./thumbnail-slider.ts";

describe("thumbnail slider geometry", () => {
  it("uses items 80 wide with a 15 margin, at most 4 on view (S-CONST-09)", () => {
    expect([THUMBNAIL_ITEM_WIDTH, THUMBNAIL_MARGIN, THUMBNAIL_MAX_VISIBLE]).toEqual([80, 15, 4]);
    expect(visibleThumbnailCount(7)).toBe(4);
    expect(visibleThumbnailCount(3)).toBe(3);
    expect(visibleThumbnailCount(0)).toBe(0);
  });

  it("sizes the window from the item width and the margins between items (S-CONST-09)", () => {
    expect(thumbnailViewportLength(7)).toBe(4 * 80 + 3 * 15);
    expect(thumbnailViewportLength(2)).toBe(2 * 80 + 15);
    expect(thumbnailViewportLength(0)).toBe(0);
  });

  it("moves the strip by whole items plus margins (S-CONST-09)", () => {
    expect(thumbnailOffset(0)).toBe(0);
    expect(thumbnailOffset(3)).toBe(3 * 95);
  });
});

describe("thumbnailWindow", () => {
  it("keeps the window while the active thumbnail is on view (S-CONST-09, S-PROD-20)", () => {
    expect(thumbnailWindow(7, 0)).toBe(0);
    expect(thumbnailWindow(7, 3)).toBe(0);
    expect(thumbnailWindow(7, 3, 2)).toBe(2);
  });

  it("moves the window just far enough to show the active thumbnail (S-CONST-09, S-PROD-20)", () => {
    expect(thumbnailWindow(7, 4)).toBe(1);
    expect(thumbnailWindow(7, 6, 1)).toBe(3);
    expect(thumbnailWindow(7, 1, 3)).toBe(1);
  });

  it("never shows past either end (S-CONST-09)", () => {
    expect(thumbnailWindow(7, 6, 5)).toBe(3);
    expect(thumbnailWindow(3, 2, 1)).toBe(0);
    expect(thumbnailWindow(7, 0, -2)).toBe(0);
    expect(thumbnailWindow(0, 0)).toBe(0);
  });
});

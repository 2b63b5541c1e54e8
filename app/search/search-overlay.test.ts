import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  createSearchOverlay,
  ESCAPE_KEY_CODE,
  type HeaderSearchStyle,
  isEscapeKey,
  SEARCH_FADE_OUT_DELAY_MS,
  type SearchOverlayView,
  searchBoxHeightOnOpen,
  shouldClearSearchBoxHeight,
  wrappedFocusIndex,
} from "./search-overlay.ts";

function setup(style: HeaderSearchStyle = "header-cover") {
  const views: SearchOverlayView[] = [];
  const overlay = createSearchOverlay({ style, timers: globalThis, render: (view) => views.push(view) });
  const last = () => views.at(-1);
  return { overlay, views, last };
}

function classList(...names: string[]) {
  return { contains: (name: string) => names.includes(name) };
}

describe("header search overlay", () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("opens a header-cover box shown and expanded, without the full-screen body class (S-SEARCH-01)", () => {
    const { overlay, last } = setup("header-cover");
    overlay.toggle();
    expect(overlay.phase).toBe("open");
    expect(last()).toMatchObject({ shown: true, fadingOut: false, expanded: true, fullScreenBody: false });
  });

  it("opens a full-screen form with the full-screen body class (S-SEARCH-01)", () => {
    const { overlay, last } = setup("full-screen");
    overlay.toggle();
    expect(last()).toMatchObject({ phase: "open", shown: true, expanded: true, fullScreenBody: true });
  });

  it("moves focus to the search field on opening, back to the toggle on closing (S-SEARCH-02)", () => {
    const { overlay, views } = setup();
    overlay.open();
    expect(views.map((view) => view.focus)).toEqual(["field"]);
    overlay.close();
    expect(views.map((view) => view.focus)).toEqual(["field", "toggle"]);
    vi.advanceTimersByTime(SEARCH_FADE_OUT_DELAY_MS);
    expect(views.map((view) => view.focus)).toEqual(["field", "toggle", null]);
  });

  it("closing by the control fades out and removes the open state after 200 ms (S-SEARCH-03, S-SEARCH-06)", () => {
    expect(SEARCH_FADE_OUT_DELAY_MS).toBe(200);
    const { overlay, last } = setup("full-screen");
    overlay.open();
    overlay.close();
    expect(overlay.phase).toBe("closing");
    // Still in its open state while it fades, but no longer announced as expanded.
    expect(last()).toMatchObject({ shown: true, fadingOut: true, expanded: false, fullScreenBody: true });
    vi.advanceTimersByTime(SEARCH_FADE_OUT_DELAY_MS - 1);
    expect(overlay.phase).toBe("closing");
    vi.advanceTimersByTime(1);
    expect(overlay.phase).toBe("closed");
    expect(last()).toMatchObject({ shown: false, fadingOut: false, expanded: false, fullScreenBody: false });
  });

  it("Escape closes an open search, by key name or key code 27 (S-SEARCH-04)", () => {
    expect(ESCAPE_KEY_CODE).toBe(27);
    for (const key of [
      { key: "Escape" },
      { key: "Esc" },
      { keyCode: 27 },
      { key: "Unidentified", keyCode: 27 },
    ]) {
      const { overlay } = setup();
      overlay.open();
      expect(overlay.handleKey(key)).toBe(true);
      expect(overlay.phase).toBe("closing");
      vi.advanceTimersByTime(SEARCH_FADE_OUT_DELAY_MS);
      expect(overlay.phase).toBe("closed");
    }
  });

  it("other keys, and Escape while closed or closing, are left alone (S-SEARCH-04)", () => {
    const { overlay, views } = setup();
    expect(overlay.handleKey({ key: "Escape", keyCode: 27 })).toBe(false);
    expect(views).toEqual([]);
    overlay.open();
    expect(overlay.handleKey({ key: "Enter", keyCode: 13 })).toBe(false);
    expect(overlay.handleKey({ key: "e", keyCode: 69 })).toBe(false);
    expect(overlay.phase).toBe("open");
    overlay.close();
    expect(overlay.handleKey({ key: "Escape" })).toBe(false);
    expect(views).toHaveLength(2);
  });

  it("reopening while it fades out cancels the pending removal (S-SEARCH-06)", () => {
    const { overlay, last } = setup();
    overlay.open();
    overlay.close();
    vi.advanceTimersByTime(150);
    overlay.toggle();
    expect(overlay.phase).toBe("open");
    vi.advanceTimersByTime(1000);
    expect(overlay.phase).toBe("open");
    expect(last()).toMatchObject({ shown: true, fadingOut: false, expanded: true, focus: "field" });
  });

  it("the toggle closes an open search; open and close do nothing twice", () => {
    const { overlay, views } = setup();
    overlay.open();
    overlay.open();
    expect(views).toHaveLength(1);
    overlay.toggle();
    expect(overlay.phase).toBe("closing");
    overlay.close();
    expect(views).toHaveLength(2);
    vi.advanceTimersByTime(SEARCH_FADE_OUT_DELAY_MS);
    expect(views).toHaveLength(3);
  });

  it("dispose drops a pending fade-out", () => {
    const { overlay, views } = setup();
    overlay.open();
    overlay.close();
    overlay.dispose();
    vi.advanceTimersByTime(1000);
    expect(overlay.phase).toBe("closing");
    expect(views).toHaveLength(2);
  });
});

describe("isEscapeKey", () => {
  it("knows Escape by name and by legacy key code (S-SEARCH-04)", () => {
    expect(isEscapeKey({ key: "Escape" })).toBe(true);
    expect(isEscapeKey({ keyCode: 27 })).toBe(true);
    expect(isEscapeKey({ key: "Enter", keyCode: 13 })).toBe(false);
    expect(isEscapeKey({})).toBe(false);
  });
});

describe("search box height", () => {
  it("is cleared on resize unless the body is in mobile header mode (S-SEARCH-05)", () => {
    expect(shouldClearSearchBoxHeight(classList("home", "woocommerce-js"))).toBe(true);
    expect(shouldClearSearchBoxHeight(classList())).toBe(true);
    expect(shouldClearSearchBoxHeight(classList("home", "ast-header-break-point"))).toBe(false);
  });

  it("matches the header's height when a header cover opens in the mobile header (S-SEARCH-05)", () => {
    expect(searchBoxHeightOnOpen("header-cover", true, 96.4)).toBe("96px");
    expect(searchBoxHeightOnOpen("header-cover", false, 96)).toBeNull();
    expect(searchBoxHeightOnOpen("full-screen", true, 96)).toBeNull();
    expect(searchBoxHeightOnOpen("header-cover", true, 0)).toBeNull();
  });
});

describe("wrappedFocusIndex", () => {
  it("keeps Tab inside the full-screen search", () => {
    expect(wrappedFocusIndex(2, 3, false)).toBe(0);
    expect(wrappedFocusIndex(0, 3, true)).toBe(2);
    expect(wrappedFocusIndex(-1, 3, false)).toBe(0);
    expect(wrappedFocusIndex(-1, 3, true)).toBe(2);
    expect(wrappedFocusIndex(0, 3, false)).toBeNull();
    expect(wrappedFocusIndex(1, 3, true)).toBeNull();
    expect(wrappedFocusIndex(-1, 0, false)).toBeNull();
  });
});

import { describe, expect, it } from "vitest";
import { CLOSED_SUBMENU, isSubmenuShown, nextSubmenuState, type SubmenuEvent } from "./submenu-state.ts";

function stateAfter(events: SubmenuEvent[]) {
  return events.reduce(nextSubmenuState, CLOSED_SUBMENU);
}

describe("header sub-menu state", () => {
  it("opens on hover without changing what the toggle reports (S-HEAD-01)", () => {
    expect(isSubmenuShown(CLOSED_SUBMENU, true)).toBe(true);
    expect(isSubmenuShown(CLOSED_SUBMENU, false)).toBe(false);
    expect(CLOSED_SUBMENU.expanded).toBe(false);
  });

  it("opens when keyboard focus enters the item and closes when focus leaves it (S-HEAD-01)", () => {
    const focused = stateAfter(["keyboard-focus-entered"]);
    expect(focused).toEqual({ expanded: true, dismissed: false });
    expect(isSubmenuShown(focused, false)).toBe(true);
    expect(isSubmenuShown(stateAfter(["keyboard-focus-entered", "focus-left"]), false)).toBe(false);
  });

  it("toggles with its button, and closing by the button also hides it under the pointer (S-HEAD-01)", () => {
    const opened = stateAfter(["toggle"]);
    expect(opened.expanded).toBe(true);
    const closed = nextSubmenuState(opened, "toggle");
    expect(closed.expanded).toBe(false);
    expect(isSubmenuShown(closed, true)).toBe(false);
    expect(nextSubmenuState(closed, "toggle")).toEqual({ expanded: true, dismissed: false });
  });

  it("Escape and choosing a link close it even while hovered, until the pointer leaves (S-HEAD-01)", () => {
    for (const event of ["escape", "link-chosen"] as const) {
      const dismissed = stateAfter(["keyboard-focus-entered", event]);
      expect(dismissed.expanded).toBe(false);
      expect(isSubmenuShown(dismissed, true)).toBe(false);
      const left = nextSubmenuState(dismissed, "pointer-left");
      expect(isSubmenuShown(left, true)).toBe(true);
      expect(isSubmenuShown(left, false)).toBe(false);
    }
  });

  it("a click outside closes it", () => {
    expect(stateAfter(["toggle", "outside-click"])).toEqual(CLOSED_SUBMENU);
  });
});

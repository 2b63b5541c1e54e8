import { describe, expect, it } from "vitest";
import {
  CLOSE_ON_ANCHOR_DELAY_MS,
  isOffCanvas,
  MENU_BREAK_POINTS,
  menuHashTarget,
  menuKeyAction,
  OVERLAY_FADE_MS,
  SMOOTH_SCROLL_MS,
  siblingIndex,
  smoothScrollPosition,
} from "./ekit-nav-menu.rules.ts";

const here = { origin: "https://shop.example", pathname: "/header-menu/", search: "" };

describe("nav menu rules", () => {
  it("W-MENU-15 break points 767, 976 and 1024 px; at or below it the menu is off-canvas", () => {
    expect(Object.values(MENU_BREAK_POINTS).sort((a, b) => a - b)).toEqual([767, 976, 1024]);
    expect(isOffCanvas("horizontal", 1024, 1024)).toBe(true);
    expect(isOffCanvas("horizontal", 1024, 1025)).toBe(false);
    expect(isOffCanvas("vertical", 767, 800)).toBe(false);
    expect(isOffCanvas("horizontal", 976, 976)).toBe(true);
  });

  it("W-MENU-01 W-MENU-05 a flyout menu is an off-canvas panel at every width", () => {
    expect(isOffCanvas("flyout", 767, 1920)).toBe(true);
  });

  it("W-MENU-06 only simple-identifier hashes on this page are targets", () => {
    expect(menuHashTarget("#contact", here)).toBe("contact");
    expect(menuHashTarget("/header-menu/#faq-2", here)).toBe("faq-2");
    expect(menuHashTarget("https://shop.example/header-menu/#faq", here)).toBe("faq");
    expect(menuHashTarget("/other/#faq", here)).toBeNull();
    expect(menuHashTarget("#a.b", here)).toBeNull();
    expect(menuHashTarget("#", here)).toBeNull();
    expect(menuHashTarget("#elementor-action:action=popup:open", here)).toBeNull();
    expect(menuHashTarget("https://elsewhere.example/header-menu/#faq", here)).toBeNull();
  });

  it("W-MENU-06 W-MENU-14 smooth scroll lasts 800 ms with swing easing; overlay fade 100 ms; close after 300 ms", () => {
    expect(SMOOTH_SCROLL_MS).toBe(800);
    expect(OVERLAY_FADE_MS).toBe(100);
    expect(CLOSE_ON_ANCHOR_DELAY_MS).toBe(300);
    expect(smoothScrollPosition(0, 1000, 0)).toBe(0);
    expect(smoothScrollPosition(0, 1000, 400)).toBeCloseTo(500);
    expect(smoothScrollPosition(0, 1000, 200)).toBeLessThan(250);
    expect(smoothScrollPosition(0, 1000, 800)).toBe(1000);
    expect(smoothScrollPosition(200, 0, 5000)).toBe(0);
  });

  it("W-MENU-13 keys: Enter/Space on a submenu button toggle, arrows move and open, Escape closes", () => {
    const top = { onToggle: false, hasSubmenu: true, open: false, topLevel: true, horizontal: true };
    expect(menuKeyAction("Enter", { ...top, onToggle: true })).toBe("toggle");
    expect(menuKeyAction(" ", { ...top, onToggle: true })).toBe("toggle");
    expect(menuKeyAction("Enter", top)).toBeNull();
    expect(menuKeyAction("ArrowDown", top)).toBe("open-first");
    expect(menuKeyAction("ArrowRight", top)).toBe("next");
    expect(menuKeyAction("ArrowLeft", top)).toBe("previous");
    expect(menuKeyAction("Escape", top)).toBe("close");
    const inner = { ...top, topLevel: false, hasSubmenu: false };
    expect(menuKeyAction("ArrowDown", inner)).toBe("next");
    expect(menuKeyAction("ArrowUp", inner)).toBe("previous");
    expect(menuKeyAction("ArrowLeft", inner)).toBe("close");
    expect(menuKeyAction("ArrowRight", { ...inner, hasSubmenu: true })).toBe("open-first");
    expect(menuKeyAction("Home", inner)).toBe("first");
    expect(menuKeyAction("End", inner)).toBe("last");
    expect(menuKeyAction("a", inner)).toBeNull();
    expect(siblingIndex(3, 4, "next")).toBe(0);
    expect(siblingIndex(0, 4, "previous")).toBe(3);
    expect(siblingIndex(2, 4, "last")).toBe(3);
  });
});

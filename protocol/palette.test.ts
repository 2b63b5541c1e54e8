import { parse } from "cookie";
import { describe, expect, it } from "vitest";
import { PALETTE_COOKIE, PALETTE_COOKIE_MAX_AGE_SECONDS } from "./cookies.ts";

import {
  effectivePalette,
  paletteChoiceFromCookie,
  paletteCookie,
  paletteStylesheet,
  toggledPalette,
} from "./palette.ts";

const palette = {
  default: [
    "#111111",
    "#222222",
    "#333333",
    "#444444",
    "#555555",
    "#666666",
    "#777777",
    "#888888",
    "#999999",
  ],
  switched: [
    "#aaaaaa",
    "#bbbbbb",
    "#cccccc",
    "#dddddd",
    "#eeeeee",
    "#ffffff",
    "#000000",
    "#121212",
    "#343434",
  ],
  switchedIsDark: true,
};

describe("colour-palette switcher state", () => {
  it("saves the choice in astraColorSwitcherState=true|false for 90 days on path / (S-THEME-12, S-CONST-04)", () => {
    expect(PALETTE_COOKIE_MAX_AGE_SECONDS).toBe(90 * 86_400);
    const switched = paletteCookie("switched");
    expect(parse(switched)).toMatchObject({ [PALETTE_COOKIE]: "true", Path: "/" });
    expect(switched).toContain(`Max-Age=${90 * 86_400}`);
    expect(parse(paletteCookie("default"))[PALETTE_COOKIE]).toBe("false");
  });

  it("reads the cookie back, ignoring values that are not its own (S-THEME-11)", () => {
    expect(paletteChoiceFromCookie("true")).toBe("switched");
    expect(paletteChoiceFromCookie("false")).toBe("default");
    expect(paletteChoiceFromCookie(undefined)).toBeNull();
    expect(paletteChoiceFromCookie("dark")).toBeNull();
  });

  it("toggles between the default and the switched palette (S-THEME-11)", () => {
    expect(toggledPalette("default")).toBe("switched");
    expect(toggledPalette("switched")).toBe("default");
  });

  it("follows a dark system preference only without a cookie and only for a dark switched palette", () => {
    expect(effectivePalette(palette, null, true)).toBe("switched");
    expect(effectivePalette(palette, null, false)).toBe("default");
    expect(effectivePalette(palette, "default", true)).toBe("default");
    expect(effectivePalette({ switchedIsDark: false }, null, true)).toBe("default");
  });
});

describe("palette stylesheet rendered by the server", () => {
  it("paints the switched palette when the cookie chose it, with no media query left to flip it", () => {
    const css = paletteStylesheet(palette, "switched");
    expect(css).toContain("--ast-global-color-0:#aaaaaa;");
    expect(css).toContain("--ast-global-color-8:#343434;");
    expect(css).toContain("color-scheme:dark");
    expect(css).not.toContain("#111111");
    expect(css).not.toContain("@media");
  });

  it("paints the default palette when the cookie chose it, even under a dark preference", () => {
    const css = paletteStylesheet(palette, "default");
    expect(css).toContain("--ast-global-color-0:#111111;");
    expect(css).not.toContain("@media");
  });

  it("without a cookie, switches to the dark palette under prefers-color-scheme: dark", () => {
    const css = paletteStylesheet(palette, null);
    expect(css.indexOf("--ast-global-color-0:#111111;")).toBeLessThan(css.indexOf("@media"));
    expect(css).toMatch(/@media \(prefers-color-scheme: dark\)\{:root\{--ast-global-color-0:#aaaaaa;/);
    expect(paletteStylesheet({ ...palette, switchedIsDark: false }, null)).not.toContain("@media");
  });
});

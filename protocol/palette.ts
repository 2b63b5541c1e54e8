import { PALETTE_COOKIE, PALETTE_COOKIE_MAX_AGE_SECONDS } from "./cookies.ts";

/**
 * Astra's colour palette: nine global colours (`--ast-global-color-0` … `-8`), a default and a switched
 * set, the choice kept in the switcher's cookie (protocol/cookies.ts). With no cookie the shopper's
 * `prefers-color-scheme` decides, which only matters when the switched palette is dark.
 */

export const DARK_MODE_BODY_CLASS = "astra-dark-mode-enable";
/** Astra's global colours are `--ast-global-color-0` … `--ast-global-color-8`. */
export const PALETTE_SIZE = 9;

export type PaletteChoice = "default" | "switched";

export interface PaletteSettings {
  default: string[];
  switched: string[];
  /** The switched palette is a dark one: it toggles `astra-dark-mode-enable` and follows a dark system preference. */
  switchedIsDark: boolean;
}

/** The choice a cookie value records, or null when there is none (or it is not one of ours). */
export function paletteChoiceFromCookie(value: string | undefined): PaletteChoice | null {
  if (value === "true") return "switched";
  if (value === "false") return "default";
  return null;
}

export function paletteCookie(choice: PaletteChoice): string {
  // Written by hand (fixed, cookie-safe name and value): the `cookie` package would ship to the browser.
  const value = choice === "switched" ? "true" : "false";
  return `${PALETTE_COOKIE}=${value}; Max-Age=${PALETTE_COOKIE_MAX_AGE_SECONDS}; Path=/; SameSite=Lax`;
}

export function toggledPalette(choice: PaletteChoice): PaletteChoice {
  return choice === "switched" ? "default" : "switched";
}

export function paletteVariables(colors: readonly string[]): Record<string, string> {
  return Object.fromEntries(colors.map((color, index) => [`--ast-global-color-${index}`, color]));
}

function declarations(colors: readonly string[], dark: boolean): string {
  const properties = Object.entries(paletteVariables(colors)).map(([name, value]) => `${name}:${value};`);
  return `${properties.join("")}color-scheme:${dark ? "dark" : "light"};`;
}

/**
 * The stylesheet rendered into the page head, so the first response already carries the right
 * palette: the cookie's choice when there is one, else the default palette with the switched (dark)
 * one under a dark system preference. Colours are validated by the settings schema before they get here.
 */
export function paletteStylesheet(palette: PaletteSettings, choice: PaletteChoice | null): string {
  if (choice === "switched") return `:root{${declarations(palette.switched, palette.switchedIsDark)}}`;
  const base = `:root{${declarations(palette.default, false)}}`;
  if (choice === "default" || !palette.switchedIsDark) return base;
  return `${base}@media (prefers-color-scheme: dark){:root{${declarations(palette.switched, true)}}}`;
}

/** Which palette shows: the cookie's choice, else the system preference for a dark switched palette. */
export function effectivePalette(
  palette: Pick<PaletteSettings, "switchedIsDark">,
  choice: PaletteChoice | null,
  prefersDark: boolean,
): PaletteChoice {
  if (choice) return choice;
  return palette.switchedIsDark && prefersDark ? "switched" : "default";
}

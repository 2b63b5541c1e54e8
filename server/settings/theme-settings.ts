import { z } from "zod";
import { PALETTE_SIZE } from "../../protocol/palette.ts";

/** Page furniture and palette settings (Astra Customizer options they replace are named per key). */

const hexColor = z.string().regex(/^#[0-9a-fA-F]{6}$/, "must be a six-digit hex colour such as #0b5d5a");
const palette = z.array(hexColor).length(PALETTE_SIZE, `must list exactly ${PALETTE_SIZE} colours`);

/** Global colours 0–8: brand, brand darker, headings, body text, page background, surface, borders, sale/errors, success. */
export const DEFAULT_PALETTE = [
  "#0b5d5a",
  "#084542",
  "#1b1f23",
  "#3d4550",
  "#f6f4ef",
  "#ffffff",
  "#e4e0d8",
  "#b3261e",
  "#2e7d32",
];

/** A dark palette with the same roles; text on brand colours uses the surface colour, so contrast holds in both. */
export const DEFAULT_DARK_PALETTE = [
  "#5fd3c9",
  "#8fe3dc",
  "#f1f3f5",
  "#cfd6dd",
  "#15191d",
  "#1f2429",
  "#39414a",
  "#ff8a80",
  "#81c784",
];

export const colorPaletteSettingsSchema = z
  .strictObject({
    /** astra-color-palettes: the palette pages render with. */
    default: palette.default(DEFAULT_PALETTE),
    /** The palette the switcher switches to. */
    switched: palette.default(DEFAULT_DARK_PALETTE),
    /** Show the colour-palette switcher in the header. */
    switcher: z.boolean().default(false),
    /** The switched palette is dark: body class astra-dark-mode-enable, and it follows a dark system preference. */
    switchedIsDark: z.boolean().default(true),
  })
  .default({
    default: DEFAULT_PALETTE,
    switched: DEFAULT_DARK_PALETTE,
    switcher: false,
    switchedIsDark: true,
  });

export const layoutSettingsSchema = z
  .strictObject({
    /** site-layout: full width, or a centred box of `containerWidth` on the page background. */
    site: z.enum(["full-width", "boxed"]).default("full-width"),
  })
  .default({ site: "full-width" });

export const scrollToTopSettingsSchema = z
  .strictObject({
    /** scroll-to-top-enable */
    enabled: z.boolean().default(true),
    /** scroll-to-top-icon-position */
    position: z.enum(["right", "left"]).default("right"),
    /** scroll-to-top-on-devices */
    devices: z.enum(["both", "desktop", "mobile"]).default("both"),
  })
  .default({ enabled: true, position: "right", devices: "both" });

export const readingProgressSettingsSchema = z
  .strictObject({
    /** Show a bar across the top of the window that fills as the reader scrolls. */
    enabled: z.boolean().default(true),
  })
  .default({ enabled: true });

import { DEVICES, responsiveKey } from "../devices.ts";
import type { Settings } from "./element.ts";
import { CSS_COLOR_PATTERN } from "./fields.ts";
import { type Declarations, StyleSheet, StyleWriter, sliderLength, typographyValue } from "./style-sheet.ts";

/**
 * The Elementor kit: the site's global colours and fonts and its theme styles (body, links, headings, buttons).
 * Its CSS is Elementor's `post-<kit>.css`: custom properties `--e-global-color-<id>` and
 * `--e-global-typography-<id>-<property>` on `.elementor-kit-<id>` (a class on `<body>`), which widgets reach
 * through their `__globals__`.
 */
export interface Kit {
  id: number;
  /** Changes whenever the kit is re-imported (part of every render cache key). */
  version: string;
  settings: Settings;
}

/** Astra registers its palette as Elementor globals, so documents that use them follow the palette switcher. */
export const ASTRA_PALETTE_SIZE = 9;

const TYPOGRAPHY_NAMES = [
  "font_family",
  "font_size",
  "font_weight",
  "text_transform",
  "font_style",
  "text_decoration",
  "line_height",
  "letter_spacing",
  "word_spacing",
] as const;

const DEFAULT_CONTAINER_WIDTH = 1140;
const DEFAULT_WIDGET_SPACING = 20;

interface GlobalItem {
  _id?: unknown;
  color?: unknown;
  [key: string]: unknown;
}

function items(value: unknown): GlobalItem[] {
  return Array.isArray(value)
    ? (value.filter((item) => typeof item === "object" && item !== null) as GlobalItem[])
    : [];
}

const GLOBAL_ID = /^[A-Za-z0-9_-]+$/;

export function kitClass(kit: Pick<Kit, "id">): string {
  return `elementor-kit-${kit.id}`;
}

export function kitCss(kit: Kit): string {
  const sheet = new StyleSheet();
  const selector = `.${kitClass(kit)}`;
  const properties: Declarations = {};
  for (let index = 0; index < ASTRA_PALETTE_SIZE; index++)
    properties[`--e-global-color-astglobalcolor${index}`] = `var(--ast-global-color-${index})`;
  for (const item of [...items(kit.settings.system_colors), ...items(kit.settings.custom_colors)]) {
    if (
      typeof item._id === "string" &&
      GLOBAL_ID.test(item._id) &&
      typeof item.color === "string" &&
      CSS_COLOR_PATTERN.test(item.color)
    )
      properties[`--e-global-color-${item._id}`] = item.color;
  }
  sheet.add("desktop", selector, properties);

  for (const item of [...items(kit.settings.system_typography), ...items(kit.settings.custom_typography)]) {
    if (typeof item._id !== "string" || !GLOBAL_ID.test(item._id)) continue;
    for (const device of DEVICES) {
      const declarations: Declarations = {};
      for (const name of TYPOGRAPHY_NAMES) {
        const property = name.replace(/_/g, "-");
        declarations[`--e-global-typography-${item._id}-${property}`] = typographyValue(
          name,
          item[responsiveKey(`typography_${name}`, device)],
        );
      }
      sheet.add(device, selector, declarations);
    }
  }

  const theme = new StyleWriter(sheet, selector, kit.settings);
  theme.colorRule("body_color", "", "color");
  theme.typography("body_typography", "");
  theme.colorRule("link_normal_color", " a", "color");
  theme.colorRule("link_hover_color", " a:hover", "color");
  for (const heading of ["h1", "h2", "h3", "h4", "h5", "h6"]) {
    theme.colorRule(`${heading}_color`, ` ${heading}`, "color");
    theme.typography(`${heading}_typography`, ` ${heading}`);
  }
  const buttons = [" button", ' input[type="button"]', ' input[type="submit"]', " .elementor-button"];
  theme.colorRule("button_text_color", buttons, "color");
  theme.colorRule("button_background_color", buttons, "background-color");
  theme.typography("button_typography", buttons);
  theme.dimensionsRule("button_border_radius", buttons, "border-radius");
  theme.dimensionsRule("button_padding", buttons, "padding");

  const containerWidth = sliderLength(kit.settings.container_width) ?? `${DEFAULT_CONTAINER_WIDTH}px`;
  sheet.add("desktop", ".elementor-section.elementor-section-boxed > .elementor-container", {
    "max-width": containerWidth,
  });
  sheet.add("desktop", ".e-con", { "--container-max-width": containerWidth });
  const spacing = sliderLength(kit.settings.space_between_widgets) ?? `${DEFAULT_WIDGET_SPACING}px`;
  sheet.add("desktop", selector, { "--kit-widget-spacing": spacing });
  const customCss = kit.settings.custom_css;
  if (typeof customCss === "string") sheet.addCustom(customCss.replaceAll("selector", selector));
  return sheet.toString();
}

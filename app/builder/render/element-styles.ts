import { hasBackgroundMotion } from "../extensions/motion-fx/settings.ts";
import type { ElementData } from "./element.ts";
import { dimensionsValue, type StyleWriter, sliderLength } from "./style-sheet.ts";

/**
 * Generated CSS every element gets from its own settings, whatever its type: Elementor's Layout, Style and
 * Advanced tabs of sections, columns, containers and the wrapper of every widget. Widgets add their own rules
 * through their definition's `css`.
 */
export function writeElementStyles(element: ElementData, style: StyleWriter): void {
  const isWidget = element.elType === "widget";
  // Widgets keep their common settings under `_`-prefixed keys (`_margin`); layout elements without.
  const key = (name: string) => (isWidget ? `_${name}` : name);
  const self = "";
  const spacingTarget = element.elType === "column" ? " > .elementor-element-populated" : self;

  if (element.elType === "container") writeContainer(style);
  else style.dimensionsRule(key("margin"), self, "margin");
  if (element.elType !== "container") style.dimensionsRule(key("padding"), spacingTarget, "padding");
  style.responsive(key("z_index"), self, (value) =>
    typeof value === "number" || /^-?\d+$/.test(String(value)) ? { "z-index": String(value) } : null,
  );

  const backgroundTarget = element.elType === "column" ? spacingTarget : self;
  // With background motion effects the picture (or gradient) is drawn by the layer the effects move.
  writeBackground(
    style,
    key("background"),
    backgroundTarget,
    hasBackgroundMotion(element.settings, element.elType) ? BACKGROUND_MOTION_LAYER : backgroundTarget,
  );
  writeBorder(style, key("border"), element.elType === "column" ? spacingTarget : self);

  if (element.elType === "section") writeSection(style);
  if (element.elType === "column") writeColumn(style);
  if (isWidget) {
    if (style.settings._element_width === "initial")
      style.sliderRule("_element_custom_width", self, "--container-widget-width");
    style.sliderRule("_element_custom_width", self, "width");
  }
  if (isWidget || element.elType === "container") writeFlexSize(style);
  // A flex item's order in its container (Elementor's "Order": start, end or a custom number), per device.
  style.responsive("_flex_order", self, (value, device) => {
    if (value === "start") return { order: "-99999" };
    if (value === "end") return { order: "99999" };
    if (value !== "custom") return null;
    const custom =
      style.settings[device === "desktop" ? "_flex_order_custom" : `_flex_order_custom_${device}`];
    return typeof custom === "number" || /^-?\d+$/.test(String(custom)) ? { order: String(custom) } : null;
  });
  const customCss = style.settings.custom_css;
  if (typeof customCss === "string") style.sheet.addCustom(customCss.replaceAll("selector", style.selector));
}

/** Elementor's "Size" of a flex item: grow, shrink, none or custom (`_flex_grow`, `_flex_shrink`), per device. */
function writeFlexSize(style: StyleWriter): void {
  style.responsive("_flex_size", "", (value, device) => {
    const fixed = FLEX_SIZES[String(value)];
    if (fixed) return { "flex-grow": fixed[0], "flex-shrink": fixed[1] };
    if (value !== "custom") return null;
    const factor = (name: string) => {
      // A device without its own factor takes the desktop's, as Elementor's CSS cascades.
      const raw = style.settings[`${name}_${device}`] ?? style.settings[name];
      const number = typeof raw === "string" && raw.trim() !== "" ? Number(raw) : raw;
      // Elementor's number controls default to 1; a negative factor is not valid CSS.
      return typeof number === "number" && Number.isFinite(number) && number >= 0 ? number : 1;
    };
    return { "flex-grow": factor("_flex_grow"), "flex-shrink": factor("_flex_shrink") };
  });
}

/** `[flex-grow, flex-shrink]` of Elementor's fixed sizes. */
const FLEX_SIZES: Record<string, readonly [number, number]> = {
  grow: [1, 0],
  shrink: [0, 1],
  none: [0, 0],
};

const BACKGROUND_MOTION_LAYER = " > .elementor-motion-effects-container > .elementor-motion-effects-layer";

/** The colour on `target`; the picture or gradient on `imageTarget` (the same, or the background motion layer). */
function writeBackground(style: StyleWriter, prefix: string, target: string, imageTarget: string): void {
  const type = style.settings[`${prefix}_background`];
  if (type === "classic") {
    style.colorRule(`${prefix}_color`, target, "background-color");
    style.responsive(`${prefix}_image`, imageTarget, (value) => {
      const url = typeof value === "object" && value !== null ? (value as { url?: unknown }).url : null;
      return typeof url === "string" && url && !/["()\\]/.test(url)
        ? { "background-image": `url("${url}")` }
        : null;
    });
    for (const [name, property] of [
      ["position", "background-position"],
      ["repeat", "background-repeat"],
      ["size", "background-size"],
      ["attachment", "background-attachment"],
    ] as const)
      style.choiceRule(`${prefix}_${name}`, imageTarget, property, (value) =>
        /^[a-z -]+$/i.test(value) ? value : null,
      );
  } else if (type === "gradient") {
    const first = style.color(`${prefix}_color`) ?? "transparent";
    const second = style.color(`${prefix}_color_b`) ?? "#f2295b";
    const stop = (name: string, fallback: number) => sliderLength(style.settings[name]) ?? `${fallback}%`;
    const angle = sliderLength(style.settings[`${prefix}_gradient_angle`]) ?? "180deg";
    const gradient =
      style.settings[`${prefix}_gradient_type`] === "radial"
        ? `radial-gradient(at center center, ${first} ${stop(`${prefix}_color_stop`, 0)}, ${second} ${stop(`${prefix}_color_b_stop`, 100)})`
        : `linear-gradient(${angle.replace(/px$/, "deg")}, ${first} ${stop(`${prefix}_color_stop`, 0)}, ${second} ${stop(`${prefix}_color_b_stop`, 100)})`;
    style.rule(imageTarget, { "background-color": "transparent", "background-image": gradient });
  }
}

function writeBorder(style: StyleWriter, prefix: string, target: string): void {
  const type = style.settings[`${prefix}_border`];
  if (typeof type === "string" && /^(solid|double|dotted|dashed|groove)$/.test(type)) {
    style.rule(target, { "border-style": type });
    style.dimensionsRule(`${prefix}_width`, target, "border-width");
    style.colorRule(`${prefix}_color`, target, "border-color");
  }
  style.dimensionsRule(`${prefix}_radius`, target, "border-radius");
}

const SECTION_GAPS = { no: 0, narrow: 5, default: 10, extended: 15, wide: 20, wider: 30 } as const;

function writeSection(style: StyleWriter): void {
  const { settings } = style;
  if (settings.layout !== "full_width")
    style.sliderRule("content_width", " > .elementor-container", "max-width");
  if (settings.height === "min-height")
    style.sliderRule("custom_height", " > .elementor-container", "min-height");
  if (settings.gap === "custom") {
    style.responsive(
      "gap_columns_custom",
      " .elementor-column-gap-custom .elementor-column > .elementor-element-populated",
      (value) => {
        const length = sliderLength(value);
        return length ? { padding: length } : null;
      },
    );
  }
  writeOverlay(style);
}

/** Section background overlay (`div.elementor-background-overlay`). */
function writeOverlay(style: StyleWriter): void {
  const type = style.settings.background_overlay_background;
  if (type !== "classic" && type !== "gradient") return;
  const overlay = " > .elementor-background-overlay";
  const color = style.color("background_overlay_color");
  const opacity = style.settings.background_overlay_opacity;
  const size =
    typeof opacity === "object" && opacity !== null ? (opacity as { size?: unknown }).size : undefined;
  style.rule(overlay, {
    "background-color": color,
    opacity: typeof size === "number" ? String(size) : "0.5",
  });
}

export function sectionGap(gap: unknown): number {
  return SECTION_GAPS[
    (typeof gap === "string" && gap in SECTION_GAPS ? gap : "default") as keyof typeof SECTION_GAPS
  ];
}

const COLUMN_POSITIONS: Record<string, string> = { top: "flex-start", center: "center", bottom: "flex-end" };

function writeColumn(style: StyleWriter): void {
  // A column's own width (`_inline_size`) applies from tablet up; on mobile columns stack (frontend.css).
  const inline = style.settings._inline_size;
  if (typeof inline === "number" || (typeof inline === "string" && /^\d+(\.\d+)?$/.test(inline)))
    style.sheet.addMinWidth(`${style.selector}`, { width: `${Number(inline)}%` });
  style.choiceRule(
    "content_position",
    " > .elementor-widget-wrap",
    "align-content",
    (value) => COLUMN_POSITIONS[value] ?? null,
  );
  style.choiceRule(
    "content_position",
    " > .elementor-widget-wrap",
    "align-items",
    (value) => COLUMN_POSITIONS[value] ?? null,
  );
  style.responsive(
    "space_between_widgets",
    " > .elementor-widget-wrap > .elementor-widget:not(:last-child)",
    (value) => {
      const length = sliderLength(value);
      return length ? { "margin-bottom": length } : null;
    },
  );
}

const FLEX_VALUES =
  /^(row|column|row-reverse|column-reverse|flex-start|flex-end|center|space-between|space-around|space-evenly|stretch|wrap|nowrap|baseline)$/;

/** Containers are styled through Elementor's custom properties (`--flex-direction`, `--gap`…), read by frontend.css. */
function writeContainer(style: StyleWriter): void {
  const flex = (value: string) => (FLEX_VALUES.test(value) ? value : null);
  style.sliderRule("boxed_width", "", "--content-width");
  style.sliderRule("width", "", "--width");
  style.sliderRule("min_height", "", "--min-height");
  style.choiceRule("flex_direction", "", "--flex-direction", flex);
  style.choiceRule("flex_justify_content", "", "--justify-content", flex);
  style.choiceRule("flex_align_items", "", "--align-items", flex);
  style.choiceRule("flex_wrap", "", "--flex-wrap", flex);
  style.responsive("flex_gap", "", (value) => {
    if (typeof value !== "object" || value === null) return null;
    const gap = value as { size?: unknown; column?: unknown; row?: unknown; unit?: unknown };
    const unit = typeof gap.unit === "string" && /^(px|em|rem|%|vw)$/.test(gap.unit) ? gap.unit : "px";
    const length = (size: unknown) =>
      size !== "" && size !== undefined && Number.isFinite(Number(size)) ? `${Number(size)}${unit}` : null;
    const column = length(gap.column ?? gap.size);
    const row = length(gap.row ?? gap.size);
    return column || row
      ? { "--column-gap": column, "--row-gap": row, "--gap": `${row ?? "0"} ${column ?? "0"}` }
      : null;
  });
  style.responsive("padding", "", (value) => paddingProperties(value));
  style.dimensionsRule("margin", "", "margin");
}

function paddingProperties(value: unknown) {
  const lengths = dimensionsValue(value);
  if (!lengths) return null;
  const [top, right, bottom, left] = lengths.split(" ");
  return {
    "--padding-top": top,
    "--padding-right": right,
    "--padding-bottom": bottom,
    "--padding-left": left,
  };
}

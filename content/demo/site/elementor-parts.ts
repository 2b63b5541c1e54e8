/**
 * What the demo shop's page generators share to write Elementor's JSON: the element shape and the settings values
 * Elementor's controls store (sizes, boxes, gaps, global colours). Build-time only, like the generators.
 */
export type Settings = Record<string, unknown>;

export interface Element {
  id: string;
  elType: "container" | "widget";
  widgetType?: string;
  isInner: boolean;
  settings: Settings;
  elements: Element[];
}

/** A slider control's value in pixels. */
export const px = (size: number) => ({ unit: "px", size, sizes: [] });
/** A slider control's value in per cent. */
export const percent = (size: number) => ({ unit: "%", size, sizes: [] });
/** A dimensions control (padding, margin, radius) in pixels, CSS's shorthand order. */
export const box = (top: number, right = top, bottom = top, left = right) => ({
  unit: "px",
  top: String(top),
  right: String(right),
  bottom: String(bottom),
  left: String(left),
  isLinked: top === right && right === bottom && bottom === left,
});
/** A container's gap control, the same between rows and columns. */
export const gap = (size: number) => ({
  unit: "px",
  size,
  column: String(size),
  row: String(size),
  isLinked: true,
});
/** A reference to one of the kit's global colours (`__globals__`). */
export const color = (id: string) => `globals/colors?id=${id}`;
/** A reference to Astra's palette colour `n`, which follows the light and dark palettes. */
export const PALETTE = (n: number) => `globals/colors?id=astglobalcolor${n}`;

import { isFiniteNumber, isRecord } from "../../../../protocol/plain-guards.ts";
import { DEVICES, type Device, responsiveKey } from "../../devices.ts";
import type { SliderValue } from "../../render/fields.ts";
import type { StickySettings } from "./settings.ts";

/**
 * Ultimate Addons' sticky header as pure functions of (settings, device, scroll) (reference.md "Other widgets",
 * W-STICKY-12..34): when it sticks, how it looks while stuck, when it hides. The browser module
 * (./sticky.client.ts) measures the page and applies what these return.
 */

export const STICKY_Z_INDEX = 9999;
export const STICKY_TRANSITION = "all 0.3s ease-in-out";
export const STICKY_BLUR = "blur(10px)";
/** Resize debounce of the sticky header itself (placeholder height, re-check). */
export const STICKY_RESIZE_DEBOUNCE_MS = 250;
/** Resize debounce of the section handling (re-create when the device's configuration changed). */
export const STICKY_SECTION_RESIZE_DEBOUNCE_MS = 300;

export const STICKY_ACTIVE_CLASS = "uae-sticky--active";
export const STICKY_HIDDEN_CLASS = "uae-sticky--hidden";
export const STICKY_ELEMENT_CLASS = "uae-sticky-header-element";
export const STICKY_PLACEHOLDER_CLASS = "uae-sticky-placeholder";

type ResponsiveKey = "uae_sticky_scroll_distance" | "uae_sticky_hide_threshold";

/** A responsive slider's value on a device: the device's own, else the larger device's (Elementor inheritance). */
function deviceSlider(settings: StickySettings, key: ResponsiveKey, device: Device): SliderValue {
  const order: Device[] =
    device === "mobile"
      ? ["mobile", "tablet", "desktop"]
      : device === "tablet"
        ? ["tablet", "desktop"]
        : ["desktop"];
  for (const candidate of order) {
    const value = settings[responsiveKey(key, candidate) as keyof StickySettings] as SliderValue | undefined;
    if (value && value.size !== "") return value;
  }
  return settings[key];
}

/** px of a slider in px or % of the viewport's height. */
function toPixels(value: SliderValue, viewportHeight: number): number {
  const size = value.size === "" ? 0 : value.size;
  return value.unit === "%" || value.unit === "vh" ? (viewportHeight * size) / 100 : size;
}

/** W-STICKY-03/18/19: whether the sticky header runs on this device at all. */
export function stickyEnabledOn(settings: StickySettings, device: Device): boolean {
  return settings.uae_sticky_header_enable && settings.uae_sticky_devices.includes(device);
}

/** W-STICKY-04/12/22: the scroll position (px) at which the header sticks. */
export function scrollDistance(settings: StickySettings, device: Device, viewportHeight: number): number {
  return toPixels(deviceSlider(settings, "uae_sticky_scroll_distance", device), viewportHeight);
}

/** W-STICKY-11/24: the scroll position (px) past which scrolling down hides the stuck header. */
export function hideThreshold(settings: StickySettings, device: Device, viewportHeight: number): number {
  return toPixels(deviceSlider(settings, "uae_sticky_hide_threshold", device), viewportHeight);
}

/** What the section handling compares on resize (W-STICKY-21): re-created only when this changes. */
export interface StickyConfiguration {
  enabled: boolean;
  distance: number;
  hideOnScrollDown: boolean;
  hideThreshold: number;
}

export function stickyConfiguration(
  settings: StickySettings,
  device: Device,
  viewportHeight: number,
): StickyConfiguration {
  return {
    enabled: stickyEnabledOn(settings, device),
    distance: scrollDistance(settings, device, viewportHeight),
    hideOnScrollDown: settings.uae_sticky_hide_on_scroll_down,
    hideThreshold: hideThreshold(settings, device, viewportHeight),
  };
}

export function sameConfiguration(a: StickyConfiguration | null, b: StickyConfiguration): boolean {
  return (
    a !== null &&
    a.enabled === b.enabled &&
    a.distance === b.distance &&
    a.hideOnScrollDown === b.hideOnScrollDown &&
    a.hideThreshold === b.hideThreshold
  );
}

export interface StickyState {
  stuck: boolean;
  hidden: boolean;
  lastScrollTop: number;
}

export const INITIAL_STICKY_STATE: StickyState = { stuck: false, hidden: false, lastScrollTop: 0 };

/**
 * One scroll step (W-STICKY-12..17): sticks at `scrollTop ≥ distance`, releases above it; while stuck with
 * hide-on-scroll-down, moving down past the threshold hides it and moving up shows it.
 */
export function nextStickyState(
  state: StickyState,
  scrollTop: number,
  configuration: StickyConfiguration,
): StickyState {
  const down = scrollTop > state.lastScrollTop;
  if (scrollTop < configuration.distance) return { stuck: false, hidden: false, lastScrollTop: scrollTop };
  let hidden = state.stuck && state.hidden;
  if (configuration.hideOnScrollDown) {
    if (down && scrollTop > configuration.hideThreshold) hidden = true;
    else if (!down) hidden = false;
  } else hidden = false;
  return { stuck: true, hidden, lastScrollTop: scrollTop };
}

export type StyleDeclarations = Record<string, string>;

/** W-STICKY-13/30: the position of a stuck header. */
export function stuckPosition(): StyleDeclarations {
  return {
    position: "fixed",
    top: "0",
    left: "0",
    right: "0",
    "z-index": String(STICKY_Z_INDEX),
    width: "100%",
  };
}

/** A colour with its alpha replaced (hex, rgb and rgba; anything else becomes white at that alpha). */
export function withAlpha(color: string, alpha: number): string {
  const value = color.trim();
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})([0-9a-f]{2})?$/i.exec(value);
  if (hex?.[1]) {
    const digits = hex[1].length === 3 ? [...hex[1]].map((digit) => digit + digit).join("") : hex[1];
    const [r, g, b] = [0, 2, 4].map((at) => Number.parseInt(digits.slice(at, at + 2), 16));
    return `rgba(${r}, ${g}, ${b}, ${alpha})`;
  }
  const rgb = /^rgba?\(\s*([\d.]+)\s*,\s*([\d.]+)\s*,\s*([\d.]+)\s*(?:,\s*[\d.]+\s*)?\)$/i.exec(value);
  if (rgb) return `rgba(${rgb[1]}, ${rgb[2]}, ${rgb[3]}, ${alpha})`;
  return `rgba(255, 255, 255, ${alpha})`;
}

function sizeOf(value: SliderValue): number {
  return value.size === "" ? 0 : value.size;
}

/** W-STICKY-08/27/29: the sticky background gradient. */
export function stickyGradient(settings: StickySettings): string {
  const first = `${settings.uae_sticky_gradient_color_1} ${sizeOf(settings.uae_sticky_gradient_location_1)}%`;
  const second = `${settings.uae_sticky_gradient_color_2} ${sizeOf(settings.uae_sticky_gradient_location_2)}%`;
  return settings.uae_sticky_gradient_type === "radial"
    ? `radial-gradient(circle, ${first}, ${second})`
    : `linear-gradient(${sizeOf(settings.uae_sticky_gradient_angle)}deg, ${first}, ${second})`;
}

/**
 * The look of the stuck header (W-STICKY-05..10): its own background (solid or gradient) or, without one,
 * transparency over its current background with a 10 px backdrop blur; a bottom border; a shadow.
 * `current` is the header's computed background before sticking (colour and image).
 */
export function stuckAppearance(
  settings: StickySettings,
  current: { color: string; image: string },
): StyleDeclarations {
  const style: StyleDeclarations = {};
  if (settings.uae_sticky_background_enable) {
    if (settings.uae_sticky_background_type === "solid") {
      style["background-color"] = settings.uae_sticky_background_color;
    } else {
      style["background-image"] = stickyGradient(settings);
      style["background-color"] = "transparent";
    }
  } else if (settings.uae_sticky_transparent_enable) {
    const opacity = (100 - sizeOf(settings.uae_sticky_transparency_level)) / 100;
    const hasImage = current.image !== "" && current.image !== "none";
    if (hasImage) {
      style["background-image"] = current.image.replace(/#[0-9a-f]{3,6}\b|rgba?\([^)]*\)/gi, (color) =>
        withAlpha(color, opacity),
      );
    } else {
      const transparent =
        current.color === "" || current.color === "transparent" || current.color === "rgba(0, 0, 0, 0)";
      style["background-color"] = withAlpha(transparent ? "#ffffff" : current.color, opacity);
    }
    style["backdrop-filter"] = STICKY_BLUR;
    style["-webkit-backdrop-filter"] = STICKY_BLUR;
  }
  if (settings.uae_sticky_border_enable)
    style["border-bottom"] =
      `${sizeOf(settings.uae_sticky_border_thickness)}px solid ${settings.uae_sticky_border_color}`;
  if (settings.uae_sticky_shadow_enable)
    style["box-shadow"] =
      `0 ${sizeOf(settings.uae_sticky_shadow_vertical)}px ${sizeOf(settings.uae_sticky_shadow_blur)}px ${sizeOf(settings.uae_sticky_shadow_spread)}px ${settings.uae_sticky_shadow_color}`;
  return style;
}

/** W-STICKY-16/17: the transform of a stuck header, hidden or shown. */
export function hiddenTransform(hidden: boolean): string {
  return hidden ? "translateY(-100%)" : "translateY(0)";
}

/** Every property a stuck header may set, cleared on release so its original look returns (W-STICKY-15). */
export const STUCK_PROPERTIES = [
  "position",
  "top",
  "left",
  "right",
  "z-index",
  "width",
  "background-color",
  "background-image",
  "backdrop-filter",
  "-webkit-backdrop-filter",
  "border-bottom",
  "box-shadow",
  "transform",
] as const;

const STICKY_TOGGLES = [
  "uae_sticky_header_enable",
  "uae_sticky_transparent_enable",
  "uae_sticky_background_enable",
  "uae_sticky_border_enable",
  "uae_sticky_shadow_enable",
  "uae_sticky_hide_on_scroll_down",
];
const STICKY_SLIDERS = [
  "uae_sticky_transparency_level",
  "uae_sticky_gradient_location_1",
  "uae_sticky_gradient_location_2",
  "uae_sticky_gradient_angle",
  "uae_sticky_border_thickness",
  "uae_sticky_shadow_vertical",
  "uae_sticky_shadow_blur",
  "uae_sticky_shadow_spread",
  "uae_sticky_hide_threshold",
];
const STICKY_STRINGS = [
  "uae_sticky_background_color",
  "uae_sticky_gradient_color_1",
  "uae_sticky_gradient_color_2",
  "uae_sticky_border_color",
  "uae_sticky_shadow_color",
];
const STICKY_CHOICES: Record<string, readonly string[]> = {
  uae_sticky_background_type: ["solid", "gradient"],
  uae_sticky_gradient_type: ["linear", "radial"],
};

const isSlider = (value: unknown): value is SliderValue =>
  isRecord(value) && typeof value.unit === "string" && (isFiniteNumber(value.size) || value.size === "");

/**
 * Reads the sticky settings the server parsed and wrote into `data-vitrine-config` (decision 034): each field
 * of the kind the rules above expect (the tablet and mobile hide thresholds may be absent); null otherwise.
 */
export function readStickyBrowserSettings(value: unknown): StickySettings | null {
  if (!isRecord(value)) return null;
  const devices = value.uae_sticky_devices;
  const valid =
    Array.isArray(devices) &&
    devices.every((device) => DEVICES.includes(device)) &&
    STICKY_TOGGLES.every((key) => typeof value[key] === "boolean") &&
    STICKY_SLIDERS.every((key) => isSlider(value[key])) &&
    ["uae_sticky_hide_threshold_tablet", "uae_sticky_hide_threshold_mobile"].every(
      (key) => value[key] === undefined || isSlider(value[key]),
    ) &&
    STICKY_STRINGS.every((key) => typeof value[key] === "string") &&
    Object.entries(STICKY_CHOICES).every(([key, options]) => options.includes(value[key] as string));
  // Every field the rules read was checked above.
  return valid ? (value as StickySettings) : null;
}

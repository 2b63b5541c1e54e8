import { isFiniteNumber, isRecord } from "../../../../protocol/plain-guards.ts";
import { DEVICES, type Device } from "../../devices.ts";

/** Elementor Pro's "Sticky" motion effect: an element held at the top (or bottom) of the window once reached. */
export type StickySide = "top" | "bottom";

export const STICKY_ELEMENT_DEFAULTS = {
  /** Distance from the window's edge while stuck, px. */
  offset: 0,
  /** Scrolled this far past the point it sticks, the element also gets `elementor-sticky--effects`, px. */
  effectsOffset: 0,
  devices: DEVICES,
} as const;

export const STICKY_ELEMENT_CLASSES = {
  element: "elementor-sticky",
  active: "elementor-sticky--active",
  effects: "elementor-sticky--effects",
  stopped: "elementor-sticky--stopped",
  spacer: "elementor-sticky__spacer",
} as const;

export interface StickyElementConfig {
  side: StickySide;
  offset: number;
  effectsOffset: number;
  /** Stay inside the parent: stop at its end instead of leaving it. */
  stayInParent: boolean;
}

/** Where the element sits in the page when not stuck, and its parent's end (page coordinates, px). */
export interface StickyElementLayout {
  top: number;
  height: number;
  /** The parent's bottom edge, for `stayInParent`. */
  parentBottom: number | null;
}

export interface StickyElementState {
  active: boolean;
  effects: boolean;
  /** Held at the parent's end (`stayInParent`): placed at `stoppedTop` in the page instead of the window. */
  stopped: boolean;
  /** With `stopped`, the element's top relative to its parent's end minus its height. */
  stoppedTop: number;
}

/** The sticky state at scroll position `scrollY` in a window `viewportHeight` tall. */
export function stickyElementState(
  config: StickyElementConfig,
  layout: StickyElementLayout,
  scrollY: number,
  viewportHeight: number,
): StickyElementState {
  const resting: StickyElementState = { active: false, effects: false, stopped: false, stoppedTop: 0 };
  let passed: number;
  if (config.side === "top") passed = scrollY + config.offset - layout.top;
  else passed = layout.top + layout.height - (scrollY + viewportHeight - config.offset);
  if (config.side === "top" ? passed < 0 : passed <= 0) return resting;
  const effects = passed >= config.effectsOffset;
  if (config.stayInParent && layout.parentBottom !== null && config.side === "top") {
    const stuckBottom = scrollY + config.offset + layout.height;
    if (stuckBottom >= layout.parentBottom)
      return { active: true, effects, stopped: true, stoppedTop: layout.parentBottom - layout.height };
  }
  return { active: true, effects, stopped: false, stoppedTop: 0 };
}

/** Whether the effect runs on `device` (Elementor's `sticky_on`). */
export function stickyOnDevice(devices: readonly string[], device: Device): boolean {
  return devices.includes(device);
}

/** What the browser needs: the configuration for each device, and the devices it is on (`data-vitrine-config`). */
export interface StickyElementBrowserConfig {
  devices: Device[];
  byDevice: Record<Device, StickyElementConfig>;
}

function readStickyElementConfig(value: unknown): StickyElementConfig | null {
  if (!isRecord(value)) return null;
  const { side, offset, effectsOffset, stayInParent } = value;
  if (
    (side !== "top" && side !== "bottom") ||
    !isFiniteNumber(offset) ||
    !isFiniteNumber(effectsOffset) ||
    typeof stayInParent !== "boolean"
  )
    return null;
  return { side, offset, effectsOffset, stayInParent };
}

/** Reads the server's sticky-element configuration (decision 034); null when it is not one. */
export function readStickyElementBrowserConfig(value: unknown): StickyElementBrowserConfig | null {
  if (!isRecord(value) || !Array.isArray(value.devices) || !isRecord(value.byDevice)) return null;
  const devices = value.devices.filter((device): device is Device => DEVICES.includes(device as Device));
  const byDevice: Partial<Record<Device, StickyElementConfig>> = {};
  for (const device of DEVICES) {
    const config = readStickyElementConfig(value.byDevice[device]);
    if (!config) return null;
    byDevice[device] = config;
  }
  return { devices, byDevice: byDevice as Record<Device, StickyElementConfig> };
}

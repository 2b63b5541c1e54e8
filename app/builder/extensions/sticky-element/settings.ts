import { z } from "zod";
import { DEVICES, type Device, responsiveKey } from "../../devices.ts";
import { choice, toggle } from "../../render/fields.ts";
import {
  STICKY_ELEMENT_DEFAULTS,
  type StickyElementBrowserConfig,
  type StickyElementConfig,
} from "./sticky-element.rules.ts";

/** A number control saved as a number, a numeric string or a slider value (`{size}`); blank means unset. */
const optionalNumber = z
  .preprocess((raw) => {
    const value = raw && typeof raw === "object" && "size" in raw ? (raw as { size: unknown }).size : raw;
    if (value === "" || value === null || value === undefined) return undefined;
    return typeof value === "string" ? Number(value) : value;
  }, z.number().min(-10_000).max(10_000).optional())
  .catch(undefined);

/** Elementor Pro's sticky effect settings (Advanced › Motion Effects › Sticky), with Elementor's defaults. */
export const stickyElementSettings = z.object({
  sticky: choice(["", "top", "bottom"], ""),
  sticky_on: z
    .array(z.enum(DEVICES))
    .catch([...STICKY_ELEMENT_DEFAULTS.devices])
    .default([...STICKY_ELEMENT_DEFAULTS.devices]),
  sticky_offset: optionalNumber,
  sticky_offset_tablet: optionalNumber,
  sticky_offset_mobile: optionalNumber,
  sticky_effects_offset: optionalNumber,
  sticky_effects_offset_tablet: optionalNumber,
  sticky_effects_offset_mobile: optionalNumber,
  sticky_parent: toggle(false),
});

export type StickyElementSettings = z.output<typeof stickyElementSettings>;

/** A responsive number for a device: its own value, else the next larger device's, else the default. */
function forDevice(settings: StickyElementSettings, key: string, device: Device, fallback: number): number {
  const order: Device[] =
    device === "mobile"
      ? ["mobile", "tablet", "desktop"]
      : device === "tablet"
        ? ["tablet", "desktop"]
        : ["desktop"];
  for (const candidate of order) {
    const value = (settings as Record<string, unknown>)[responsiveKey(key, candidate)];
    if (typeof value === "number" && Number.isFinite(value)) return value;
  }
  return fallback;
}

export function stickyElementConfig(settings: StickyElementSettings, device: Device): StickyElementConfig {
  return {
    side: settings.sticky === "bottom" ? "bottom" : "top",
    offset: forDevice(settings, "sticky_offset", device, STICKY_ELEMENT_DEFAULTS.offset),
    effectsOffset: forDevice(
      settings,
      "sticky_effects_offset",
      device,
      STICKY_ELEMENT_DEFAULTS.effectsOffset,
    ),
    stayInParent: settings.sticky_parent,
  };
}

/** The browser module's configuration, worked out on the server from the parsed settings (decision 034). */
export function stickyElementBrowserConfig(settings: StickyElementSettings): StickyElementBrowserConfig {
  return {
    devices: [...settings.sticky_on],
    byDevice: {
      desktop: stickyElementConfig(settings, "desktop"),
      tablet: stickyElementConfig(settings, "tablet"),
      mobile: stickyElementConfig(settings, "mobile"),
    },
  };
}

import { z } from "zod";
import { color, responsive, slider, toggle } from "../../render/fields.ts";

/**
 * Ultimate Addons' sticky header settings on a section or container of a header template (widgets.md §3,
 * W-STICKY-02..11), each with the spec's default (§9, W-STICKY-22..29).
 */
const devices = z.array(z.enum(["desktop", "tablet", "mobile"])).default(["desktop", "tablet", "mobile"]);

export const stickySettings = z.object({
  uae_sticky_header_enable: toggle(),
  uae_sticky_devices: devices,
  ...responsive("uae_sticky_scroll_distance", slider(100, "px")),
  uae_sticky_transparent_enable: toggle(),
  uae_sticky_transparency_level: slider(100, "%"),
  uae_sticky_background_enable: toggle(),
  uae_sticky_background_type: z.enum(["solid", "gradient"]).default("solid"),
  uae_sticky_background_color: color("#ffffff"),
  uae_sticky_gradient_color_1: color("#ffffff"),
  uae_sticky_gradient_location_1: slider(0, "%"),
  uae_sticky_gradient_color_2: color("#f0f0f0"),
  uae_sticky_gradient_location_2: slider(100, "%"),
  uae_sticky_gradient_type: z.enum(["linear", "radial"]).default("linear"),
  uae_sticky_gradient_angle: slider(180, "deg"),
  uae_sticky_border_enable: toggle(),
  uae_sticky_border_color: color("#e0e0e0"),
  uae_sticky_border_thickness: slider(1, "px"),
  uae_sticky_shadow_enable: toggle(),
  uae_sticky_shadow_color: color("rgba(0, 0, 0, 0.1)"),
  uae_sticky_shadow_vertical: slider(0, "px"),
  uae_sticky_shadow_blur: slider(10, "px"),
  uae_sticky_shadow_spread: slider(0, "px"),
  uae_sticky_hide_on_scroll_down: toggle(),
  ...responsive("uae_sticky_hide_threshold", slider(10, "%")),
});

export type StickySettings = z.output<typeof stickySettings>;

/** The keys the browser module reads from `data-settings`. */
export const STICKY_FRONTEND_SETTINGS = Object.keys(stickySettings.shape).filter(
  (key) => !/_(tablet|mobile)$/.test(key),
);

import { z } from "zod";
import { choice, responsive, slider, toggle } from "../render/fields.ts";

/**
 * The carousel settings Elementor's Swiper widgets share (image, media and testimonial carousels, slides, loop
 * and product carousels), with the spec's defaults: autoplay delay 3000 ms and transition speed 600 ms
 * (widgets.md §9). A widget spreads `carouselSettings` into its own schema and lists
 * `CAROUSEL_FRONTEND_SETTINGS` in its definition so the browser module gets them in `data-settings`.
 */
import { DEFAULT_AUTOPLAY_DELAY_MS, DEFAULT_SPEED_MS } from "./carousel.rules.ts";

export { DEFAULT_AUTOPLAY_DELAY_MS, DEFAULT_SPEED_MS };

/** A whole number Elementor may store as a string; `""` means "not set" (the device inherits). */
export function slideCount() {
  return z
    .union([z.number(), z.string().regex(/^\d*$/)])
    .transform((value): number | "" => (value === "" ? "" : Math.max(1, Math.min(10, Number(value)))))
    .default("");
}

/** Milliseconds, stored as a number or a digit string. */
export function milliseconds(value: number) {
  return z
    .union([z.number().int().nonnegative(), z.string().regex(/^\d+$/).transform(Number)])
    .default(value);
}

export const carouselSettings = {
  ...responsive("slides_to_show", slideCount()),
  ...responsive("slides_to_scroll", slideCount()),
  navigation: choice(["both", "arrows", "dots", "none"], "both"),
  autoplay: toggle(true),
  pause_on_hover: toggle(true),
  pause_on_interaction: toggle(true),
  autoplay_speed: milliseconds(DEFAULT_AUTOPLAY_DELAY_MS),
  infinite: toggle(true),
  effect: choice(["slide", "fade"], "slide"),
  speed: milliseconds(DEFAULT_SPEED_MS),
  direction: choice(["ltr", "rtl"], "ltr"),
  ...responsive("image_spacing_custom", slider(20)),
};

export const CAROUSEL_FRONTEND_SETTINGS = [
  "slides_to_show",
  "slides_to_scroll",
  "navigation",
  "autoplay",
  "pause_on_hover",
  "pause_on_interaction",
  "autoplay_speed",
  "infinite",
  "effect",
  "speed",
  "direction",
  "image_spacing_custom",
] as const;

/**
 * Elementor Pro's carousel settings (media and testimonial carousels) under Pro's own names, with the spec's
 * speed and autoplay delay. Widgets read them through `fromProCarousel` (pro-keys.ts) into the shared shape.
 */
export const proCarouselSettings = {
  ...responsive("slides_per_view", slideCount()),
  ...responsive("slides_to_scroll", slideCount()),
  show_arrows: toggle(true),
  pagination: choice(["bullets", "fraction", "progressbar", ""], "bullets"),
  speed: milliseconds(DEFAULT_SPEED_MS),
  autoplay: toggle(true),
  autoplay_speed: milliseconds(DEFAULT_AUTOPLAY_DELAY_MS),
  loop: toggle(true),
  pause_on_hover: toggle(true),
  pause_on_interaction: toggle(true),
  ...responsive("space_between", slider(10)),
};

export const PRO_CAROUSEL_FRONTEND_SETTINGS = [
  "slides_per_view",
  "slides_to_scroll",
  "show_arrows",
  "pagination",
  "speed",
  "autoplay",
  "autoplay_speed",
  "loop",
  "pause_on_hover",
  "pause_on_interaction",
  "space_between",
] as const;

import { z } from "zod";
import { DEFAULT_AUTOPLAY_DELAY_MS, DEFAULT_SPEED_MS, milliseconds } from "../../carousel/settings.ts";
import { choice, color, link, media, responsive, slider, text, toggle } from "../../render/fields.ts";
import { repeater } from "../../render/repeater.ts";

const slide = z.object({
  heading: text("Slide Heading"),
  description: text(""),
  button_text: text("Click Here"),
  link: link(),
  link_click: choice(["slide", "button"], "slide"),
  background_color: color("#833ca3"),
  background_image: media(),
  background_size: choice(["cover", "contain", "auto"], "cover"),
  background_overlay: toggle(false),
  background_overlay_color: color("rgba(0,0,0,0.5)"),
});

/**
 * Elementor Pro's `slides` settings with Pro's defaults (one full-width slide per view, navigation both), the
 * spec's speed (600 ms) and autoplay delay (3000 ms).
 */
export const slidesSettings = z.object({
  slides: repeater(slide),
  slides_title: text("Slides"),
  ...responsive("slides_height", slider(400)),
  content_max_width: slider(66, "%"),
  slides_horizontal_position: choice(["left", "center", "right"], "center"),
  slides_vertical_position: choice(["top", "middle", "bottom"], "middle"),
  slides_text_align: choice(["left", "center", "right"], "center"),
  heading_color: color(),
  description_color: color(),
  button_text_color: color(),
  button_border_color: color(),
  navigation: choice(["both", "arrows", "dots", "none"], "both"),
  autoplay: toggle(true),
  pause_on_hover: toggle(true),
  pause_on_interaction: toggle(true),
  autoplay_speed: milliseconds(DEFAULT_AUTOPLAY_DELAY_MS),
  infinite: toggle(true),
  transition: choice(["slide", "fade"], "slide"),
  transition_speed: milliseconds(DEFAULT_SPEED_MS),
});

export type SlidesSettings = z.output<typeof slidesSettings>;

export const SLIDES_FRONTEND_SETTINGS = [
  "navigation",
  "autoplay",
  "pause_on_hover",
  "pause_on_interaction",
  "autoplay_speed",
  "infinite",
  "transition",
  "transition_speed",
] as const;

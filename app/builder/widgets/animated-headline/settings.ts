import { z } from "zod";
import { choice, color, link, responsive, text, toggle } from "../../render/fields.ts";
import { HEADLINE_DEFAULTS, MARKERS, ROTATE_ANIMATIONS } from "./animated-headline.rules.ts";

const ms = (value: number) =>
  z
    .preprocess(
      (raw) => (typeof raw === "string" && raw.trim() !== "" ? Number(raw) : raw),
      z.number().int().min(0).max(60000),
    )
    .default(value);

/** Elementor Pro's animated headline settings, with Elementor's defaults. */
export const animatedHeadlineSettings = z.object({
  headline_style: choice(["highlight", "rotate"], "highlight"),
  marker: choice(MARKERS, "circle"),
  animation_type: choice(ROTATE_ANIMATIONS, "typing"),
  before_text: text("This page is"),
  highlighted_text: text("Amazing"),
  rotating_text: text("Better\nBigger\nFaster"),
  after_text: text(""),
  loop: toggle(true),
  highlight_animation_duration: ms(HEADLINE_DEFAULTS.highlightDuration),
  highlight_iteration_delay: ms(HEADLINE_DEFAULTS.highlightDelay),
  rotate_iteration_delay: ms(HEADLINE_DEFAULTS.rotateDelay),
  link: link(),
  tag: choice(["h1", "h2", "h3", "h4", "h5", "h6", "div", "span", "p"], "h3"),
  ...responsive("alignment", choice(["", "left", "center", "right"], "")),
  marker_color: color(""),
  title_color: color(""),
  words_color: color(""),
});

export const HEADLINE_FRONTEND_SETTINGS = [
  "headline_style",
  "animation_type",
  "loop",
  "highlight_animation_duration",
  "highlight_iteration_delay",
  "rotate_iteration_delay",
];

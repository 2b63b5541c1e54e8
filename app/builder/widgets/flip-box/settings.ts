import { z } from "zod";
import { choice, color, icon, link, media, responsive, slider, text } from "../../render/fields.ts";

/** Elementor Pro's flip box settings, with Elementor's defaults, plus the trigger (hover by default, or click). */
export const flipBoxSettings = z.object({
  graphic_element: choice(["none", "image", "icon"], "icon"),
  image: media(),
  selected_icon: icon("fas fa-star", "fa-solid"),
  title_text_a: text("This is the heading"),
  description_text_a: text("Lorem ipsum dolor sit amet consectetur adipiscing elit dolor"),
  title_text_b: text("This is the heading"),
  description_text_b: text("Lorem ipsum dolor sit amet consectetur adipiscing elit dolor"),
  button_text: text("Click Here"),
  link: link(),
  link_click: choice(["box", "button"], "button"),
  flip_effect: choice(["flip", "slide", "push", "zoom-in", "zoom-out", "fade"], "flip"),
  flip_direction: choice(["up", "down", "left", "right"], "up"),
  flip_3d: z.union([z.literal("elementor-flip-box--3d"), z.literal("yes"), z.literal("")]).default(""),
  flip_trigger: choice(["hover", "click"], "hover"),
  ...responsive("height", slider("", "px")),
  background_color_a: color(""),
  background_color_b: color(""),
  title_color_a: color(""),
  description_color_a: color(""),
  title_color_b: color(""),
  description_color_b: color(""),
});

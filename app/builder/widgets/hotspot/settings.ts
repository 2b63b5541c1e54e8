import { z } from "zod";
import { choice, color, icon, link, media, slider, text } from "../../render/fields.ts";
import { repeater } from "../../render/repeater.ts";

const spot = z.object({
  hotspot_label: text(""),
  hotspot_link: link(),
  hotspot_icon: icon("fas fa-plus", "fa-solid"),
  hotspot_tooltip_content: text("Add Your Tooltip Text Here"),
  hotspot_horizontal: choice(["left", "right"], "left"),
  hotspot_offset_x: slider(50, "%"),
  hotspot_vertical: choice(["top", "bottom"], "top"),
  hotspot_offset_y: slider(50, "%"),
  hotspot_tooltip_position: choice(["", "top", "right", "bottom", "left"], ""),
});

/** Elementor Pro's hotspot settings, with Elementor's defaults. */
export const hotspotSettings = z.object({
  image: media(),
  hotspot: repeater(spot, [{ _id: "spot1" }]),
  tooltip_trigger: choice(["mouseenter", "click", "none"], "click"),
  tooltip_position: choice(["top", "right", "bottom", "left"], "top"),
  tooltip_animation: choice(
    [
      "e-hotspot--fade-in-out",
      "e-hotspot--fade-grow",
      "e-hotspot--fade-direction",
      "e-hotspot--slide-direction",
      "e-hotspot--slide-down",
    ],
    "e-hotspot--fade-in-out",
  ),
  hotspot_animation: choice(["", "e-hotspot--soft-beat", "e-hotspot--expand"], "e-hotspot--expand"),
  style_hotspot_color: color(""),
  style_tooltip_text_color: color(""),
  style_tooltip_background_color: color(""),
});

import { z } from "zod";
import { choice, color, dimensions, icon, link, responsive, slider } from "../../render/fields.ts";
import { repeater } from "../../render/repeater.ts";

/** One network: its brand icon, link (a new tab by default, as in Elementor) and optional own colours. */
export const socialIconItem = z.object({
  social_icon: icon("fab fa-wordpress", "fa-brands"),
  link: link(),
  item_icon_color: choice(["default", "custom"], "default"),
  item_icon_primary_color: color(),
  item_icon_secondary_color: color(),
});

const network = (id: string, name: string) => ({
  _id: id,
  social_icon: { value: `fab fa-${name}`, library: "fa-brands" },
  link: { url: "", is_external: "true", nofollow: "", custom_attributes: "" },
});

/** Elementor's `social-icons` widget settings, with Elementor's defaults (Facebook, Twitter, YouTube). */
export const socialIconsSettings = z.object({
  social_icon_list: repeater(socialIconItem, [
    network("fb1", "facebook"),
    network("tw1", "twitter"),
    network("yt1", "youtube"),
  ]),
  shape: choice(["rounded", "square", "circle"], "rounded"),
  ...responsive(
    "columns",
    z.union([z.string().regex(/^\d{1,2}$/), z.number().int().min(0).max(20).transform(String)]).default("0"),
  ),
  ...responsive("align", choice(["", "left", "center", "right", "start", "end", "justify"], "center")),
  icon_color: choice(["default", "custom"], "default"),
  icon_primary_color: color(),
  icon_secondary_color: color(),
  ...responsive("icon_size", slider()),
  ...responsive("icon_padding", slider("", "em")),
  ...responsive("icon_spacing", slider()),
  ...responsive("row_gap", slider()),
  border_radius: dimensions(),
  hover_primary_color: color(),
  hover_secondary_color: color(),
  hover_animation: z
    .string()
    .regex(/^[\w-]*$/)
    .default(""),
});

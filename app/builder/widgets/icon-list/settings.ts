import { z } from "zod";
import {
  choice,
  color,
  icon,
  link,
  responsive,
  slider,
  text,
  toggle,
  typography,
} from "../../render/fields.ts";
import { repeater } from "../../render/repeater.ts";

const ALIGN = choice(["", "left", "center", "right", "start", "end"], "");

/** One line of the list: its text, icon and optional link. */
export const iconListItem = z.object({
  text: text("List Item"),
  selected_icon: icon("fas fa-check", "fa-solid"),
  link: link(),
});

/** Elementor's `icon-list` widget settings, with Elementor's defaults (three items). */
export const iconListSettings = z.object({
  view: choice(["traditional", "inline"], "traditional"),
  link_click: choice(["full_width", "inline"], "full_width"),
  icon_list: repeater(iconListItem, [
    { _id: "item1", text: "List Item #1", selected_icon: { value: "fas fa-check", library: "fa-solid" } },
    { _id: "item2", text: "List Item #2", selected_icon: { value: "fas fa-times", library: "fa-solid" } },
    {
      _id: "item3",
      text: "List Item #3",
      selected_icon: { value: "fas fa-dot-circle", library: "fa-solid" },
    },
  ]),
  ...responsive("space_between", slider()),
  ...responsive("icon_align", ALIGN),
  divider: toggle(),
  divider_style: choice(["solid", "double", "dotted", "dashed"], "solid"),
  divider_weight: slider(1),
  divider_width: slider("", "%"),
  divider_height: slider(20, "%"),
  divider_color: color("#ddd"),
  icon_color: color(),
  icon_color_hover: color(),
  ...responsive("icon_size", slider(14)),
  ...responsive("text_indent", slider()),
  ...responsive("icon_self_vertical_align", choice(["", "flex-start", "center", "flex-end"], "")),
  text_color: color(),
  text_color_hover: color(),
  ...typography("icon_typography"),
});

import { z } from "zod";
import { choice, icon, link, media, slider, text, toggle } from "../../render/fields.ts";
import { repeater } from "../../render/repeater.ts";

const item = z.object({
  ekit_img_accordion_active: toggle(false),
  ekit_img_accordion_bg: media(),
  ekit_img_accordion_title: text("This is the heading"),
  ekit_img_accordion_enable_icon: toggle(false),
  ekit_img_accordion_title_icons: icon("fas fa-leaf", "fa-solid"),
  ekit_img_accordion_enable_button: toggle(true),
  ekit_img_accordion_button_label: text("Read More"),
  ekit_img_accordion_button_url: link("#"),
  ekit_img_accordion_enable_pupup: toggle(false),
  ekit_img_accordion_enable_project_link: toggle(false),
  ekit_img_accordion_project_link: link("#"),
});

/** ElementsKit's `elementskit-image-accordion` settings with ElementsKit's defaults. */
export const imageAccordionSettings = z.object({
  ekit_img_accordion_items: repeater(item),
  ekit_img_accordion_min_height: slider(460),
  ekit_img_accordion_content_align: choice(["left", "center", "right"], "center"),
  ekit_img_accordion_name: text("Image accordion"),
});

export type ImageAccordionSettings = z.output<typeof imageAccordionSettings>;

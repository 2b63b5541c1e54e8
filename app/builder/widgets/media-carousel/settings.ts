import { z } from "zod";
import { proCarouselSettings } from "../../carousel/settings.ts";
import { choice, link, media, responsive, slider, text } from "../../render/fields.ts";
import { repeater } from "../../render/repeater.ts";

const slide = z.object({
  type: choice(["image", "video"], "image"),
  image: media(),
  image_link_to_type: choice(["", "file", "custom"], ""),
  image_link_to: link(),
  video: z
    .object({ url: z.string().default("") })
    .loose()
    .default({ url: "" }),
});

/** Elementor Pro's `media-carousel` settings with Pro's defaults (speed and delay from the spec). */
export const mediaCarouselSettings = z.object({
  skin: choice(["carousel", "slideshow", "coverflow"], "carousel"),
  slides: repeater(slide),
  image_size_size: z
    .string()
    .regex(/^[\w-]+$/)
    .default("full"),
  image_fit: choice(["", "contain", "auto"], ""),
  overlay: choice(["", "text", "icon"], ""),
  caption: choice(["title", "caption", "description"], "title"),
  carousel_name: text("Media carousel"),
  ...responsive("height", slider("")),
  ...proCarouselSettings,
});

export type MediaCarouselSettings = z.output<typeof mediaCarouselSettings>;

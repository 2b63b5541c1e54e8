import { z } from "zod";
import { carouselSettings } from "../../carousel/settings.ts";
import { choice, toggle } from "../../render/fields.ts";

/** Elementor's `image-carousel` settings with Elementor's defaults and the shared carousel settings. */
export const imageCarouselSettings = z.object({
  carousel: z
    .array(
      z
        .object({
          id: z.union([z.number(), z.string()]).default(""),
          url: z.string().default(""),
          alt: z.string().optional(),
        })
        .loose(),
    )
    .default([]),
  thumbnail_size: z
    .string()
    .regex(/^[\w-]+$/)
    .default("medium_large"),
  carousel_name: z.string().default("Image Carousel"),
  link_to: choice(["none", "file", "custom"], "none"),
  caption_type: choice(["", "title", "caption", "description"], ""),
  image_stretch: toggle(false),
  lazyload: toggle(false),
  ...carouselSettings,
});

import { z } from "zod";
import { choice, link, responsive, slider, text, toggle } from "../../render/fields.ts";
import { repeater } from "../../render/repeater.ts";

const image = z
  .object({ id: z.union([z.number(), z.string()]).default(""), url: z.string().default("") })
  .loose();
const images = z.array(image).catch([]).default([]);

/** A whole number of columns Elementor may store as a string. */
const columns = (value: number | "") =>
  z
    .union([z.number().int().min(1).max(24), z.string().regex(/^\d*$/)])
    .transform((stored): number | "" => (stored === "" ? "" : Math.max(1, Math.min(24, Number(stored)))))
    .default(value);

/** Elementor Pro's `gallery` settings with Pro's defaults. */
export const gallerySettings = z.object({
  gallery_type: choice(["single", "multiple"], "single"),
  gallery: images,
  galleries: repeater(z.object({ gallery_title: text("New Gallery"), multiple_gallery: images })),
  gallery_layout: choice(["grid", "justified", "masonry"], "grid"),
  ...responsive("columns", columns(4)),
  ...responsive("gap", slider(10)),
  ...responsive("ideal_row_height", slider(200)),
  aspect_ratio: choice(["1:1", "3:2", "4:3", "9:16", "16:9", "21:9"], "3:2"),
  thumbnail_image_size: z
    .string()
    .regex(/^[\w-]+$/)
    .default("medium"),
  link_to: choice(["file", "custom", ""], "file"),
  url: link(),
  open_lightbox: choice(["default", "yes", "no"], "default"),
  overlay_background: toggle(true),
  overlay_title: choice(["", "title", "caption", "alt", "description"], ""),
  show_all_galleries: toggle(true),
  show_all_galleries_label: text("All"),
});

export type GallerySettings = z.output<typeof gallerySettings>;

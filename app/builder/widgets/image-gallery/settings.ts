import { z } from "zod";
import { choice, color, dimensions, responsive, slider, typography } from "../../render/fields.ts";

/** One picture of Elementor's gallery control: the attachment id (after import, the stored media id) and its URL. */
export const galleryImage = z
  .object({ id: z.union([z.number(), z.string()]).default(""), url: z.string().default("") })
  .loose();

const columns = z
  .union([
    z.number().int(),
    z
      .string()
      .regex(/^\d{1,2}$/)
      .transform(Number),
  ])
  .pipe(z.number().int().min(1).max(10));

/** Elementor's `image-gallery` widget settings (WordPress's gallery), with Elementor's defaults. */
export const imageGallerySettings = z.object({
  wp_gallery: z
    .array(z.unknown())
    .default([])
    .transform((items) =>
      items.flatMap((item) => {
        const parsed = galleryImage.safeParse(item);
        return parsed.success ? [parsed.data] : [];
      }),
    ),
  thumbnail_size: z
    .string()
    .regex(/^[\w-]+$/)
    .default("thumbnail"),
  ...responsive("gallery_columns", columns.default(4)),
  gallery_link: choice(["file", "attachment", "none"], "file"),
  open_lightbox: choice(["default", "yes", "no"], "default"),
  gallery_rand: choice(["", "rand"], ""),
  gallery_display_caption: choice(["", "none"], ""),
  image_spacing: choice(["", "custom"], ""),
  ...responsive("image_spacing_custom", slider(15)),
  image_border_border: choice(["", "none", "solid", "double", "dotted", "dashed", "groove"], ""),
  image_border_width: dimensions(),
  image_border_color: color(),
  image_border_radius: dimensions(),
  ...responsive("align", choice(["", "left", "center", "right", "justify", "start", "end"], "center")),
  text_color: color(),
  ...typography("typography"),
  ...responsive("caption_space", slider()),
});

import { alignValue } from "../../render/align.ts";
import { defineWidget } from "../../widget.ts";
import { mediaId } from "../image/image.rules.ts";
import { ImageGallery, type ImageGalleryData } from "./image-gallery.tsx";
import { imageGallerySettings } from "./settings.ts";

const IMAGE = " .gallery-item img";

export default defineWidget({
  types: ["image-gallery"],
  settings: imageGallerySettings,
  Component: ImageGallery,
  async load(settings, services): Promise<ImageGalleryData> {
    const media = await Promise.all(
      settings.wp_gallery.map((item) => {
        const id = mediaId(item.id);
        return id === null ? null : services.media(id);
      }),
    );
    return { media };
  },
  css(settings, style) {
    style.responsive("gallery_columns", " .gallery", (value) =>
      typeof value === "number" ? { "--e-gallery-columns": value } : null,
    );
    if (settings.image_spacing === "custom")
      style.sliderRule("image_spacing_custom", " .gallery", "--e-gallery-gap");
    if (settings.image_border_border && settings.image_border_border !== "none") {
      style.rule(IMAGE, { "border-style": settings.image_border_border });
      style.dimensionsRule("image_border_width", IMAGE, "border-width");
      style.colorRule("image_border_color", IMAGE, "border-color");
    }
    style.dimensionsRule("image_border_radius", IMAGE, "border-radius");
    style.choiceRule("align", " .gallery-item .gallery-caption", "text-align", alignValue);
    style.colorRule("text_color", " .gallery-item .gallery-caption", "color");
    style.typography("typography", " .gallery-item .gallery-caption");
    style.sliderRule("caption_space", " .gallery-item .gallery-caption", "margin-block-start");
  },
});

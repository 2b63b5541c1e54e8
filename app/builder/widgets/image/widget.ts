import { alignValue } from "../../render/align.ts";
import { defineWidget } from "../../widget.ts";
import { mediaId } from "./image.rules.ts";
import { Image, type ImageData } from "./image.tsx";
import { imageSettings } from "./settings.ts";

export default defineWidget({
  types: ["image"],
  settings: imageSettings,
  Component: Image,
  async load(settings, services): Promise<ImageData> {
    const id = mediaId(settings.image.id);
    return { media: id === null ? null : await services.media(id) };
  },
  css(_settings, style) {
    style.choiceRule("align", "", "text-align", alignValue);
    style.sliderRule("width", " img", "width");
    style.sliderRule("space", " img", "max-width");
    style.sliderRule("height", " img", "height");
    style.choiceRule("object-fit", " img", "object-fit");
    style.dimensionsRule("image_border_radius", " img", "border-radius");
    style.choiceRule("caption_align", " .widget-image-caption", "text-align", alignValue);
    style.colorRule("text_color", " .widget-image-caption", "color");
    style.typography("caption_typography", " .widget-image-caption");
  },
});

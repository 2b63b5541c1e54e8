import { sliderLength } from "../../render/style-sheet.ts";
import { defineWidget } from "../../widget.ts";
import { loadMedia, pictureOf } from "../image/picture.ts";
import { ImageAccordion, type ImageAccordionData } from "./image-accordion.tsx";
import { imageAccordionSettings } from "./settings.ts";

export default defineWidget({
  types: ["elementskit-image-accordion"],
  settings: imageAccordionSettings,
  Component: ImageAccordion,
  async load(settings, services): Promise<ImageAccordionData> {
    const items = settings.ekit_img_accordion_items;
    const media = await Promise.all(items.map((item) => loadMedia(item.ekit_img_accordion_bg, services)));
    return {
      pictures: items.map((item, index) =>
        pictureOf(item.ekit_img_accordion_bg, media[index] ?? null, "large"),
      ),
    };
  },
  css(settings, style) {
    const height = sliderLength(settings.ekit_img_accordion_min_height);
    if (height) style.rule(" .ekit-image-accordion", { "min-height": height });
    style.rule(" .elementskit-accordion-content", {
      "text-align": settings.ekit_img_accordion_content_align,
    });
  },
});

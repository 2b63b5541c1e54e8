import { alignValue } from "../../render/align.ts";
import { devicePrefixClasses } from "../../render/prefix-class.ts";
import { defineWidget } from "../../widget.ts";
import { mediaId } from "../image/image.rules.ts";
import { ImageBox, type ImageBoxData } from "./image-box.tsx";
import { imageBoxSettings } from "./settings.ts";

const IMAGE = " .elementor-image-box-img";

export default defineWidget({
  types: ["image-box"],
  settings: imageBoxSettings,
  Component: ImageBox,
  async load(settings, services): Promise<ImageBoxData> {
    const id = mediaId(settings.image.id);
    return { media: id === null ? null : await services.media(id) };
  },
  wrapperClasses: (settings) => [
    ...devicePrefixClasses(settings, "position", "position-"),
    `elementor-vertical-align-${settings.content_vertical_alignment}`,
  ],
  css(settings, style) {
    style.sliderRule("image_space", "", "--e-image-box-image-margin");
    style.sliderRule("image_size", IMAGE, "width");
    style.dimensionsRule("image_border_radius", `${IMAGE} img`, "border-radius");
    const opacity = settings.image_opacity.size;
    if (typeof opacity === "number") style.rule(`${IMAGE} img`, { opacity });
    style.choiceRule("text_align", " .elementor-image-box-wrapper", "text-align", alignValue);
    style.sliderRule("title_bottom_space", " .elementor-image-box-title", "margin-block-end");
    style.colorRule("title_color", " .elementor-image-box-title", "color");
    style.typography("title_typography", [" .elementor-image-box-title", " .elementor-image-box-title a"]);
    style.colorRule("description_color", " .elementor-image-box-description", "color");
    style.typography("description_typography", " .elementor-image-box-description");
  },
});

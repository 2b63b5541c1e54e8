import { loadMedia } from "../../render/media-image.tsx";
import { defineWidget } from "../../widget.ts";
import { FlipBox, type FlipBoxData } from "./flip-box.tsx";
import { flipBoxSettings } from "./settings.ts";

const FRONT = " .elementor-flip-box__front";
const BACK = " .elementor-flip-box__back";

/** Elementor Pro's flip box: two faces, turned by hover or click and by keyboard (W-MISC-20). */
export default defineWidget({
  types: ["flip-box"],
  settings: flipBoxSettings,
  Component: FlipBox,
  async load(settings, services): Promise<FlipBoxData> {
    return { media: settings.graphic_element === "image" ? await loadMedia(services, settings.image) : null };
  },
  wrapperClasses: (settings) => [
    `elementor-flip-box--effect-${settings.flip_effect}`,
    `elementor-flip-box--direction-${settings.flip_direction}`,
    ...(settings.flip_3d ? ["elementor-flip-box--3d"] : []),
    `elementor-flip-box--trigger-${settings.flip_trigger}`,
  ],
  css(_settings, style) {
    style.sliderRule("height", " .elementor-flip-box", "height");
    style.colorRule("background_color_a", FRONT, "background-color");
    style.colorRule("background_color_b", BACK, "background-color");
    style.colorRule("title_color_a", `${FRONT} .elementor-flip-box__layer__title`, "color");
    style.colorRule("description_color_a", `${FRONT} .elementor-flip-box__layer__description`, "color");
    style.colorRule("title_color_b", `${BACK} .elementor-flip-box__layer__title`, "color");
    style.colorRule("description_color_b", `${BACK} .elementor-flip-box__layer__description`, "color");
  },
  client: "flip-box",
});

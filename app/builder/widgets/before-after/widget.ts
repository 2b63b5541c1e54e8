import { loadMedia } from "../../render/media-image.tsx";
import { defineWidget } from "../../widget.ts";
import { BeforeAfter, type BeforeAfterData } from "./before-after.tsx";
import { beforeAfterSettings } from "./settings.ts";

/** ElementsKit's image comparison: a before/after slider (W-MISC-12, W-MISC-13, W-MOTION-06). */
export default defineWidget({
  types: ["elementskit-image-comparison"],
  settings: beforeAfterSettings,
  Component: BeforeAfter,
  async load(settings, services): Promise<BeforeAfterData> {
    const [before, after] = await Promise.all([
      loadMedia(services, settings.ekit_img_comparison_image_before),
      loadMedia(services, settings.ekit_img_comparison_image_after),
    ]);
    return { before, after };
  },
  css(_settings, style) {
    style.colorRule("ekit_img_comparison_handle_color", " .ekit-before-after", "--ekit-before-after-handle");
  },
  client: "before-after",
});

import { loadMedia } from "../../render/media-image.tsx";
import { defineWidget } from "../../widget.ts";
import { ImageSwap, type ImageSwapData } from "./image-swap.tsx";
import { imageSwapSettings } from "./settings.ts";

/** ElementsKit's image swap: two pictures, swapped by hover or click and by keyboard (W-MISC-21). */
export default defineWidget({
  types: ["elementskit-image-swap"],
  settings: imageSwapSettings,
  Component: ImageSwap,
  async load(settings, services): Promise<ImageSwapData> {
    const [first, second] = await Promise.all([
      loadMedia(services, settings.ekit_image_swap_first_image),
      loadMedia(services, settings.ekit_image_swap_second_image),
    ]);
    return { first, second };
  },
  client: "image-swap",
});

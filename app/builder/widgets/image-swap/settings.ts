import { z } from "zod";
import { choice, media, text } from "../../render/fields.ts";

/** ElementsKit's image swap settings: two images, what turns them (hover or click) and how. */
export const imageSwapSettings = z.object({
  ekit_image_swap_first_image: media(),
  ekit_image_swap_second_image: media(),
  ekit_image_swap_trigger: choice(["hover", "click"], "hover"),
  ekit_image_swap_effect: choice(["fade", "slide-left", "slide-up", "zoom"], "fade"),
  ekit_image_swap_label: text("Show the other picture"),
});

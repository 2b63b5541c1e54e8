import { z } from "zod";
import { carouselSettings } from "../../carousel/settings.ts";
import { loopGridSettings } from "../loop-grid/settings.ts";

/**
 * Elementor Pro's loop carousel: the loop grid's template and query (`template_id`, `_skin`, `posts_per_page`,
 * `<skin>_query_*`, kept as stored) on the shared Swiper carousel settings (speed 600 ms, autoplay delay
 * 3000 ms by default, W-MISC-30, W-MISC-31).
 */
export const loopCarouselSettings = z.object({
  template_id: loopGridSettings.shape.template_id,
  _skin: loopGridSettings.shape._skin,
  posts_per_page: loopGridSettings.shape.posts_per_page,
  ...carouselSettings,
  nothing_found_message_text: loopGridSettings.shape.nothing_found_message_text,
});

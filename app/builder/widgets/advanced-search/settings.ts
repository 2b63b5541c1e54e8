import { z } from "zod";
import { color, slider, text, toggle } from "../../render/fields.ts";

/** ElementsKit's advanced search (`elementskit-advanced-search`) with its defaults (W-SEARCH-04..08). */
export const advancedSearchSettings = z.object({
  ekit_search_placeholder: text("Search products and articles..."),
  ekit_search_button_text: text("Search"),
  show_products: toggle(true),
  show_posts: toggle(true),
  show_image: toggle(true),
  show_price: toggle(true),
  /** How many results the first answer shows; "load more" adds 5 at a time. */
  posts_per_page: slider(5, ""),
  ekit_search_accent_color: color(),
});

export type AdvancedSearchSettings = z.output<typeof advancedSearchSettings>;

import { z } from "zod";
import { choice, color, text } from "../../render/fields.ts";

/**
 * Elementor Pro's `search-form` and ElementsKit's header search (`elementskit-header-search`), with their
 * defaults. Both send the shopper to Vitrine's search page (`/?s=…`, W-SEARCH-01..03).
 */
export const searchFormSettings = z.object({
  // Elementor Pro search-form.
  skin: choice(["classic", "minimal", "full_screen"], "classic"),
  placeholder: text("Search..."),
  button_type: choice(["icon", "text"], "icon"),
  button_text: text("Search"),
  /** Vitrine: keep the search to products (`post_type=product`), as the shop's own search form does. */
  search_products_only: z.union([z.literal("yes"), z.literal("")]).default("yes"),
  input_background_color: color(),
  button_background_color: color(),
  // Full-screen skin: the search button and the backdrop.
  toggle_color: color(),
  toggle_background_color: color(),
  overlay_background_color: color(),
  // ElementsKit header search.
  ekit_search_placeholder_text: text("Search..."),
  ekit_search_icon_color: color(),
});

export type SearchFormSettings = z.output<typeof searchFormSettings>;

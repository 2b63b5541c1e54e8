import { defineWidget } from "../../widget.ts";
import type { AdvancedSearchBrowserConfig } from "./advanced-search.browser.ts";
import { POSTED_SETTINGS } from "./advanced-search.rules.ts";
import { AdvancedSearch } from "./advanced-search.tsx";
import { advancedSearchSettings } from "./settings.ts";

export default defineWidget({
  types: ["elementskit-advanced-search"],
  settings: advancedSearchSettings,
  Component: AdvancedSearch,
  frontendSettings: POSTED_SETTINGS,
  client: "advanced-search",
  browserConfig: (settings): AdvancedSearchBrowserConfig => ({
    perPage: typeof settings.posts_per_page.size === "number" ? settings.posts_per_page.size : 5,
    showProducts: settings.show_products,
    showPosts: settings.show_posts,
    showImage: settings.show_image,
    showPrice: settings.show_price,
  }),
  css(_settings, style) {
    style.colorRule(
      "ekit_search_accent_color",
      [" .ekit_search-button", " .ekit-search-load-more"],
      "background-color",
    );
  },
});

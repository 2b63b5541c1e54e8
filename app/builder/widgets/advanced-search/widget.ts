import { defineWidget } from "../../widget.ts";
import { POSTED_SETTINGS } from "./advanced-search.rules.ts";
import { AdvancedSearch } from "./advanced-search.tsx";
import { advancedSearchSettings } from "./settings.ts";

export default defineWidget({
  types: ["elementskit-advanced-search"],
  settings: advancedSearchSettings,
  Component: AdvancedSearch,
  frontendSettings: POSTED_SETTINGS,
  client: "advanced-search",
  css(_settings, style) {
    style.colorRule(
      "ekit_search_accent_color",
      [" .ekit_search-button", " .ekit-search-load-more"],
      "background-color",
    );
  },
});

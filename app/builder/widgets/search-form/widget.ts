import { defineWidget } from "../../widget.ts";
import { SearchFormWidget } from "./search-form.tsx";
import { searchFormSettings } from "./settings.ts";

export default defineWidget({
  types: ["search-form", "elementskit-header-search"],
  settings: searchFormSettings,
  Component: SearchFormWidget,
  client: "search-form",
  css(_settings, style) {
    style.colorRule("input_background_color", " .elementor-search-form__container", "background-color");
    style.colorRule("button_background_color", " .elementor-search-form__submit", "background-color");
    style.colorRule("toggle_color", " .elementor-search-form__toggle", "color");
    style.colorRule("toggle_background_color", " .elementor-search-form__toggle", "background-color");
    style.colorRule(
      "overlay_background_color",
      " .elementor-search-form--skin-full_screen",
      "background-color",
    );
    style.colorRule("ekit_search_icon_color", " .ekit_navsearch-button", "color");
  },
});

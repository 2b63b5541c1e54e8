import { defineWidget } from "../../widget.ts";
import { Counter } from "./counter.tsx";
import { counterSettings } from "./settings.ts";

export default defineWidget({
  types: ["counter"],
  settings: counterSettings,
  Component: Counter,
  client: "counter",
  css(_settings, style) {
    style.colorRule("number_color", " .elementor-counter-number-wrapper", "color");
    style.typography("typography_number", " .elementor-counter-number-wrapper");
    style.colorRule("title_color", " .elementor-counter-title", "color");
    style.typography("typography_title", " .elementor-counter-title");
  },
});

import { alignValue } from "../../render/align.ts";
import { defineWidget } from "../../widget.ts";
import { Heading } from "./heading.tsx";
import { headingSettings } from "./settings.ts";

export default defineWidget({
  types: ["heading"],
  settings: headingSettings,
  Component: Heading,
  css(_settings, style) {
    style.choiceRule("align", "", "text-align", alignValue);
    style.colorRule("title_color", " .elementor-heading-title", "color");
    style.typography("typography", " .elementor-heading-title");
  },
});

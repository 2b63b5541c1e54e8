import { defineWidget } from "../../widget.ts";
import { clampPercent } from "./progress.rules.ts";
import { Progress } from "./progress.tsx";
import { progressSettings } from "./settings.ts";

const BAR = " .elementor-progress-bar";

export default defineWidget({
  types: ["progress"],
  settings: progressSettings,
  Component: Progress,
  client: "progress",
  css(settings, style) {
    style.rule(BAR, { width: `${clampPercent(settings.percent.size)}%` });
    style.colorRule("bar_color", BAR, "background-color");
    style.colorRule("bar_bg_color", " .elementor-progress-wrapper", "background-color");
    style.sliderRule("bar_height", BAR, "height");
    style.sliderRule("bar_height", BAR, "line-height");
    style.sliderRule("bar_border_radius", [" .elementor-progress-wrapper", BAR], "border-radius");
    style.colorRule("bar_inline_color", BAR, "color");
    style.typography("bar_inner_typography", BAR);
    style.colorRule("title_color", " .elementor-title", "color");
    style.typography("typography", " .elementor-title");
  },
});

import { alignValue } from "../../render/align.ts";
import { defineWidget } from "../../widget.ts";
import { AnimatedHeadline } from "./animated-headline.tsx";
import { animatedHeadlineSettings, HEADLINE_FRONTEND_SETTINGS } from "./settings.ts";

/** Elementor Pro's animated headline: highlighted (a drawn marker) or rotating words. */
export default defineWidget({
  types: ["animated-headline"],
  settings: animatedHeadlineSettings,
  Component: AnimatedHeadline,
  frontendSettings: HEADLINE_FRONTEND_SETTINGS,
  css(_settings, style) {
    style.choiceRule("alignment", " .elementor-headline", "text-align", alignValue);
    style.colorRule("marker_color", " .elementor-headline-dynamic-wrapper path", "stroke");
    style.colorRule("title_color", " .elementor-headline-plain-text", "color");
    style.colorRule("words_color", " .elementor-headline-dynamic-text", "color");
  },
  client: "animated-headline",
});

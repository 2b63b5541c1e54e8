import { defineWidget } from "../../widget.ts";
import type { BackToTopBrowserConfig } from "./back-to-top.rules.ts";
import { sliderPx } from "./back-to-top.rules.ts";
import { BackToTop } from "./back-to-top.tsx";
import { backToTopSettings } from "./settings.ts";

const BUTTON = " .ekit-btt__button";

export default defineWidget({
  types: ["elementskit-back-to-top"],
  settings: backToTopSettings,
  Component: BackToTop,
  frontendSettings: ["show_scroll", "show_after", "offset_top"],
  client: "back-to-top",
  browserConfig: (settings): BackToTopBrowserConfig => ({
    showOnScroll: settings.show_scroll,
    showAfter: sliderPx(settings.show_after),
    offset: sliderPx(settings.offset_top),
  }),
  css(_settings, style) {
    style.colorRule("ekit_btn_color", BUTTON, "color");
    style.colorRule("ekit_btn_background", BUTTON, "background-color");
  },
});

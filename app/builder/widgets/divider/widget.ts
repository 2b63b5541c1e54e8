import { alignFlex } from "../../render/align.ts";
import { sliderLength } from "../../render/style-sheet.ts";
import { defineWidget } from "../../widget.ts";
import { Divider } from "./divider.tsx";
import { dividerSettings } from "./settings.ts";

export default defineWidget({
  types: ["divider"],
  settings: dividerSettings,
  Component: Divider,
  wrapperClasses: (settings) => [`elementor-widget-divider--view-${settings.look}`],
  css(settings, style) {
    style.rule("", {
      "--divider-border-style": settings.style,
      "--divider-border-width": sliderLength(settings.weight),
      "--divider-color": style.color("color"),
    });
    style.sliderRule("width", " .elementor-divider-separator", "width");
    style.choiceRule("align", " .elementor-divider-separator", "margin-inline", (value) => {
      const placement = alignFlex(value);
      return placement === "flex-start"
        ? "0 auto"
        : placement === "flex-end"
          ? "auto 0"
          : placement
            ? "auto"
            : null;
    });
    style.responsive("gap", " .elementor-divider", (value) => {
      const length = sliderLength(value);
      return length ? { "padding-block": length } : null;
    });
    style.colorRule("text_color", " .elementor-divider__text", "color");
    style.typography("typography", " .elementor-divider__text");
  },
});

import { alignValue } from "../../render/align.ts";
import { sliderLength } from "../../render/style-sheet.ts";
import { defineWidget } from "../../widget.ts";
import { Icon } from "./icon.tsx";
import { iconSettings } from "./settings.ts";

const ICON = " .elementor-icon";

export default defineWidget({
  types: ["icon"],
  settings: iconSettings,
  Component: Icon,
  wrapperClasses: (settings) =>
    settings.view === "default"
      ? ["elementor-view-default"]
      : [`elementor-view-${settings.view}`, `elementor-shape-${settings.shape}`],
  css(settings, style) {
    style.choiceRule("align", " .elementor-icon-wrapper", "text-align", alignValue);
    const primary = style.color("primary_color");
    const secondary = style.color("secondary_color");
    if (settings.view === "stacked") {
      style.rule(ICON, { "background-color": primary, color: secondary, fill: secondary });
    } else {
      style.rule(ICON, { color: primary, "border-color": primary, fill: primary });
      if (settings.view === "framed") style.rule(ICON, { "background-color": secondary });
    }
    style.colorRule("hover_primary_color", [`${ICON}:hover`], "color");
    style.sliderRule("size", ICON, "font-size");
    style.responsive("icon_padding", ICON, (value) => {
      const length = sliderLength(value);
      return length && settings.view !== "default" ? { padding: length } : null;
    });
    style.responsive("rotate", `${ICON} svg`, (value) => {
      const angle = sliderLength(value);
      return angle ? { transform: `rotate(${angle.replace(/px$/, "deg")})` } : null;
    });
    if (settings.view === "framed") style.dimensionsRule("border_width", ICON, "border-width");
    if (settings.view !== "default") style.dimensionsRule("border_radius", ICON, "border-radius");
  },
});

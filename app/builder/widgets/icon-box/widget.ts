import { alignValue } from "../../render/align.ts";
import { devicePrefixClasses } from "../../render/prefix-class.ts";
import { sliderLength } from "../../render/style-sheet.ts";
import { defineWidget } from "../../widget.ts";
import { IconBox } from "./icon-box.tsx";
import { iconBoxSettings } from "./settings.ts";

const ICON = " .elementor-icon";
const HOVER = [":hover .elementor-icon", ":focus-within .elementor-icon"];

export default defineWidget({
  types: ["icon-box"],
  settings: iconBoxSettings,
  Component: IconBox,
  wrapperClasses: (settings) => [
    ...(settings.view === "default"
      ? ["elementor-view-default"]
      : [`elementor-view-${settings.view}`, `elementor-shape-${settings.shape}`]),
    ...devicePrefixClasses(settings, "position", "position-"),
    `elementor-vertical-align-${settings.content_vertical_alignment}`,
  ],
  css(settings, style) {
    const primary = style.color("primary_color");
    const secondary = style.color("secondary_color");
    if (settings.view === "stacked") {
      style.rule(ICON, { "background-color": primary, color: secondary, fill: secondary });
    } else {
      style.rule(ICON, { color: primary, "border-color": primary, fill: primary });
      if (settings.view === "framed") style.rule(ICON, { "background-color": secondary });
    }
    const hoverPrimary = style.color("hover_primary_color");
    const hoverSecondary = style.color("hover_secondary_color");
    if (settings.view === "stacked") {
      style.rule(HOVER, { "background-color": hoverPrimary, color: hoverSecondary, fill: hoverSecondary });
    } else {
      style.rule(HOVER, { color: hoverPrimary, "border-color": hoverPrimary, fill: hoverPrimary });
    }
    style.sliderRule("icon_space", "", "--e-icon-box-icon-margin");
    style.sliderRule("icon_size", ICON, "font-size");
    style.responsive("icon_padding", ICON, (value) => {
      const length = sliderLength(value);
      return length && settings.view !== "default" ? { padding: length } : null;
    });
    const angle = sliderLength(settings.rotate);
    if (angle) style.rule(`${ICON} svg`, { transform: `rotate(${angle.replace(/px$/, "deg")})` });
    if (settings.view === "framed") style.dimensionsRule("border_width", ICON, "border-width");
    if (settings.view !== "default") style.dimensionsRule("border_radius", ICON, "border-radius");
    style.choiceRule("text_align", " .elementor-icon-box-wrapper", "text-align", alignValue);
    style.sliderRule("title_bottom_space", " .elementor-icon-box-title", "margin-block-end");
    style.colorRule("title_color", " .elementor-icon-box-title", "color");
    style.colorRule("hover_title_color", ":hover .elementor-icon-box-title", "color");
    style.typography("title_typography", [" .elementor-icon-box-title", " .elementor-icon-box-title a"]);
    style.colorRule("description_color", " .elementor-icon-box-description", "color");
    style.typography("description_typography", " .elementor-icon-box-description");
  },
});

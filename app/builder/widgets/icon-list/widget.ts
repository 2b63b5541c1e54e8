import { alignFlex, alignValue } from "../../render/align.ts";
import { devicePrefixClasses } from "../../render/prefix-class.ts";
import { sliderLength } from "../../render/style-sheet.ts";
import { defineWidget } from "../../widget.ts";
import { IconList } from "./icon-list.tsx";
import { iconListSettings } from "./settings.ts";

const ITEM = " .elementor-icon-list-item";
const ITEM_HOVER = [" .elementor-icon-list-item:hover", " .elementor-icon-list-item:focus-within"];

export default defineWidget({
  types: ["icon-list"],
  settings: iconListSettings,
  Component: IconList,
  wrapperClasses: (settings) => [
    `elementor-icon-list--layout-${settings.view}`,
    `elementor-list-item-link-${settings.link_click}`,
    ...devicePrefixClasses(settings, "icon_align", "align-"),
  ],
  css(settings, style) {
    // Static CSS (icon-list.css) reads these custom properties; documents set them per device.
    style.sliderRule("space_between", "", "--e-icon-list-gap");
    style.sliderRule("icon_size", "", "--e-icon-list-icon-size");
    style.sliderRule("text_indent", "", "--e-icon-list-text-indent");
    style.choiceRule("icon_align", " .elementor-icon-list-items", "--e-icon-list-justify", alignFlex);
    style.choiceRule("icon_align", " .elementor-icon-list-items", "text-align", alignValue);
    style.choiceRule("icon_self_vertical_align", ITEM, "align-items");
    style.colorRule("icon_color", " .elementor-icon-list-icon", "color");
    style.colorRule(
      "icon_color_hover",
      ITEM_HOVER.map((hover) => `${hover} .elementor-icon-list-icon`),
      "color",
    );
    style.colorRule("text_color", " .elementor-icon-list-text", "color");
    style.colorRule(
      "text_color_hover",
      ITEM_HOVER.map((hover) => `${hover} .elementor-icon-list-text`),
      "color",
    );
    style.typography("icon_typography", [ITEM, `${ITEM} > a`]);
    if (settings.divider) {
      const width = sliderLength(settings.divider_width);
      const height = sliderLength(settings.divider_height);
      style.rule(`${ITEM}:not(:last-child)::after`, {
        content: '""',
        "border-color": style.color("divider_color"),
        "border-style": settings.divider_style,
        "border-width": "0",
        ...(settings.view === "inline"
          ? { "border-inline-start-width": sliderLength(settings.divider_weight), height: height ?? "100%" }
          : { "border-block-start-width": sliderLength(settings.divider_weight), width: width ?? "100%" }),
      });
    }
  },
});

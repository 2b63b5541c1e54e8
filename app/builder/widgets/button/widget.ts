import { DEVICES, responsiveKey } from "../../devices.ts";
import { sliderLength } from "../../render/style-sheet.ts";
import { defineWidget } from "../../widget.ts";
import { Button } from "./button.tsx";
import { buttonSettings } from "./settings.ts";

const BUTTON = " .elementor-button";
const HOVER = [" .elementor-button:hover", " .elementor-button:focus-visible"];

export default defineWidget({
  types: ["button"],
  settings: buttonSettings,
  Component: Button,
  /** Elementor aligns buttons with a wrapper class per device (`elementor-align-center`, `elementor-tablet-align-left`). */
  wrapperClasses: (settings) =>
    DEVICES.flatMap((device) => {
      const value = settings[responsiveKey("align", device)];
      if (typeof value !== "string" || value === "") return [];
      return [device === "desktop" ? `elementor-align-${value}` : `elementor-${device}-align-${value}`];
    }),
  css(settings, style) {
    style.typography("typography", BUTTON);
    style.colorRule("button_text_color", BUTTON, "color");
    style.colorRule("button_text_color", `${BUTTON} svg`, "fill");
    style.colorRule("background_color", BUTTON, "background-color");
    style.colorRule("hover_color", HOVER, "color");
    style.colorRule("button_background_hover_color", HOVER, "background-color");
    style.colorRule("button_hover_border_color", HOVER, "border-color");
    if (settings.border_border && settings.border_border !== "none") {
      style.rule(BUTTON, { "border-style": settings.border_border });
      style.dimensionsRule("border_width", BUTTON, "border-width");
      style.colorRule("border_color", BUTTON, "border-color");
    }
    style.dimensionsRule("border_radius", BUTTON, "border-radius");
    style.dimensionsRule("text_padding", BUTTON, "padding");
    const indent = sliderLength(settings.icon_indent);
    if (indent) style.rule(" .elementor-button-content-wrapper", { gap: indent });
  },
});

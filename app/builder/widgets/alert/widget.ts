import { sliderLength } from "../../render/style-sheet.ts";
import { defineWidget } from "../../widget.ts";
import { Alert } from "./alert.tsx";
import { alertSettings } from "./settings.ts";

const ALERT = " .elementor-alert";

export default defineWidget({
  types: ["alert"],
  settings: alertSettings,
  Component: Alert,
  client: "alert",
  css(settings, style) {
    style.colorRule("background", ALERT, "background-color");
    style.colorRule("border_color", ALERT, "border-color");
    const border = sliderLength(settings["border_left-width"]);
    if (border) style.rule(ALERT, { "border-inline-start-width": border });
    style.colorRule("title_color", " .elementor-alert-title", "color");
    style.typography("alert_title", " .elementor-alert-title");
    style.colorRule("description_color", " .elementor-alert-description", "color");
    style.typography("alert_description", " .elementor-alert-description");
  },
});

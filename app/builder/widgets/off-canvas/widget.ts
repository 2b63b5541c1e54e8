import { sliderLength } from "../../render/style-sheet.ts";
import { defineWidget } from "../../widget.ts";
import { OffCanvas } from "./off-canvas.tsx";
import { offCanvasSettings } from "./settings.ts";

export default defineWidget({
  types: ["off-canvas"],
  settings: offCanvasSettings,
  Component: OffCanvas,
  client: "off-canvas",
  css(settings, style) {
    const width = sliderLength(settings.width);
    if (width) style.rule(" .e-off-canvas__main", { width });
    style.colorRule("overlay_color", " .e-off-canvas__overlay", "background-color");
    style.colorRule("background_color", " .e-off-canvas__main", "background-color");
  },
});

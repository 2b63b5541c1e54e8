import { loadMedia } from "../../render/media-image.tsx";
import { defineWidget } from "../../widget.ts";
import { Hotspot, type HotspotData } from "./hotspot.tsx";
import { hotspotSettings } from "./settings.ts";

/** Elementor Pro's hotspot: spots on an image, each with a tooltip opened by hover or click (W-MISC-18, W-MISC-19). */
export default defineWidget({
  types: ["hotspot"],
  settings: hotspotSettings,
  Component: Hotspot,
  async load(settings, services): Promise<HotspotData> {
    return { media: await loadMedia(services, settings.image) };
  },
  css(_settings, style) {
    style.colorRule("style_hotspot_color", " .e-hotspot__button", "--e-hotspot-color");
    style.colorRule("style_tooltip_text_color", " .e-hotspot__tooltip", "color");
    style.colorRule(
      "style_tooltip_background_color",
      " .e-hotspot__tooltip",
      "--e-hotspot-tooltip-background",
    );
  },
  client: "hotspot",
});

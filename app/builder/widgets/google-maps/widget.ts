import { defineWidget } from "../../widget.ts";
import { GoogleMaps } from "./google-maps.tsx";
import { googleMapsSettings } from "./settings.ts";

export default defineWidget({
  types: ["google_maps"],
  settings: googleMapsSettings,
  Component: GoogleMaps,
  css(_settings, style) {
    style.sliderRule("height", " iframe", "height");
  },
});

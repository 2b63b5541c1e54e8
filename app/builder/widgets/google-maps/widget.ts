import { defineWidget } from "../../widget.ts";
import { GoogleMaps, loadGoogleMapsData } from "./google-maps.tsx";
import { googleMapsSettings } from "./settings.ts";

export default defineWidget({
  types: ["google_maps"],
  settings: googleMapsSettings,
  Component: GoogleMaps,
  load: (settings, services) => loadGoogleMapsData(settings, services.maps),
  client: "google-maps",
  css(_settings, style) {
    style.sliderRule("height", " iframe", "height");
    style.sliderRule("height", " .elementor-custom-embed-picture", "height");
  },
});

import { defineWidget } from "../../widget.ts";
import { EkitGoogleMap, loadMapData } from "./ekit-google-map.tsx";
import { ekitGoogleMapSettings } from "./settings.ts";

export default defineWidget({
  types: ["elementskit-google-map"],
  settings: ekitGoogleMapSettings,
  Component: EkitGoogleMap,
  load: (settings, services) => loadMapData(settings, services.maps),
  client: "ekit-google-map",
  css(_settings, style) {
    style.sliderRule("ekit_google_map_height", " .ekit-google-map", "height");
  },
});

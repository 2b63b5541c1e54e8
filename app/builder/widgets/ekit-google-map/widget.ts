import { defineWidget } from "../../widget.ts";
import { EkitGoogleMap } from "./ekit-google-map.tsx";
import { ekitGoogleMapSettings } from "./settings.ts";

export default defineWidget({
  types: ["elementskit-google-map"],
  settings: ekitGoogleMapSettings,
  Component: EkitGoogleMap,
  client: "ekit-google-map",
  css(_settings, style) {
    style.sliderRule("ekit_google_map_height", " .ekit-google-map", "height");
  },
});

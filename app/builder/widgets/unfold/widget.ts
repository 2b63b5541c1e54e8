import { defineWidget } from "../../widget.ts";
import { unfoldSettings } from "./settings.ts";
import { Unfold } from "./unfold.tsx";

/** ElementsKit's unfold: folded content with a "read more" that expands it. */
export default defineWidget({
  types: ["elementskit-unfold"],
  settings: unfoldSettings,
  Component: Unfold,
  css(_settings, style) {
    style.colorRule("ekit_unfold_fade_color", " .ekit-unfold", "--ekit-unfold-fade");
  },
  client: "unfold",
});

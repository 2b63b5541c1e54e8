import { alignValue } from "../../render/align.ts";
import { defineWidget } from "../../widget.ts";
import { textShuffleSettings } from "./settings.ts";
import { TextShuffle } from "./text-shuffle.tsx";

/** ElementsKit's text shuffle: the letters scramble and settle, step 8 at 25 fps (W-MOTION-04, W-MOTION-05). */
export default defineWidget({
  types: ["elementskit-text-shuffle"],
  settings: textShuffleSettings,
  Component: TextShuffle,
  css(_settings, style) {
    style.choiceRule("ekit_text_shuffle_align", " .ekit-text-shuffle", "text-align", alignValue);
    style.colorRule("ekit_text_shuffle_color", " .ekit-text-shuffle", "color");
  },
  client: "text-shuffle",
});

import { defineWidget } from "../../widget.ts";
import { spacerSettings } from "./settings.ts";

/** `.elementor-spacer > .elementor-spacer-inner`, its height from `--spacer-size` per device. */
function Spacer() {
  return (
    <div className="elementor-spacer">
      <div className="elementor-spacer-inner" />
    </div>
  );
}

export default defineWidget({
  types: ["spacer"],
  settings: spacerSettings,
  Component: Spacer,
  css(_settings, style) {
    style.sliderRule("space", "", "--spacer-size");
  },
});

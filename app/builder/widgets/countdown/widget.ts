import { defineWidget } from "../../widget.ts";
import { Countdown } from "./countdown.tsx";
import { countdownSettings } from "./settings.ts";

export default defineWidget({
  types: ["countdown", "elementskit-countdown-timer"],
  settings: countdownSettings,
  Component: Countdown,
  client: "countdown",
});

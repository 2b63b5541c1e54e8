import { defineExtension } from "../../extension.ts";
import { tiltConfig, tiltSettings } from "./settings.ts";

/** ElementsKit's tilt widget effect (W-MOTION-01..03): the widget's content turns in 3D under the pointer. */
export default defineExtension({
  appliesTo: (settings, element) => element.elType === "widget" && settings.ekit_we_effect_on === "tilt",
  settings: tiltSettings,
  frontendSettings: Object.keys(tiltSettings.shape),
  wrapperClasses: () => ["ekit-tilt"],
  client: "tilt",
  browserConfig: (settings) => tiltConfig(settings),
});

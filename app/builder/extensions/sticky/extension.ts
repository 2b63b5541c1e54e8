import { defineExtension } from "../../extension.ts";
import { STICKY_FRONTEND_SETTINGS, stickySettings } from "./settings.ts";

/**
 * Ultimate Addons' sticky header on a section or container (W-STICKY-01..34): the settings go to the browser
 * module through `data-settings`; nothing is styled on the server, since the header looks as designed until it
 * sticks.
 */
export default defineExtension({
  appliesTo: (settings, element) =>
    (element.elType === "section" || element.elType === "container") &&
    (settings.uae_sticky_header_enable === "yes" || settings.uae_sticky_header_enable === true),
  settings: stickySettings,
  frontendSettings: STICKY_FRONTEND_SETTINGS,
  client: "sticky",
  // The parsed sticky settings themselves (no other keys): the rules read most of them, per device and
  // viewport (decision 034).
  browserConfig: (settings) =>
    Object.fromEntries(Object.keys(stickySettings.shape).map((key) => [key, settings[key]])),
});

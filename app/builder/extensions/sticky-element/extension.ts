import { defineExtension } from "../../extension.ts";
import { stickyElementBrowserConfig, stickyElementSettings } from "./settings.ts";

/**
 * Elementor Pro's sticky motion effect on any section, container or widget (`sticky: top|bottom`): held at the
 * window's edge once scrolled to, by the browser module; the page is unchanged without script.
 */
export default defineExtension({
  appliesTo: (settings) => settings.sticky === "top" || settings.sticky === "bottom",
  settings: stickyElementSettings,
  frontendSettings: Object.keys(stickyElementSettings.shape),
  client: "sticky-element",
  browserConfig: (settings) => stickyElementBrowserConfig(settings),
});

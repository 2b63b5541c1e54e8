import { defineExtension } from "../../extension.ts";
import { MOTION_FX_FRONTEND_SETTINGS, motionFxSettings } from "./settings.ts";

const on = (value: unknown) => value === "yes" || value === true;

/**
 * Elementor Pro's motion effects on any element (W-MOTION-07): scrolling effects and mouse effects. The element
 * is drawn as designed on the server; the browser module moves it (one scroll listener for every element).
 */
export default defineExtension({
  appliesTo: (settings) =>
    on(settings.motion_fx_motion_fx_scrolling) || on(settings.motion_fx_motion_fx_mouse),
  settings: motionFxSettings,
  frontendSettings: MOTION_FX_FRONTEND_SETTINGS,
  wrapperClasses: () => ["elementor-motion-effects-element"],
  client: "motion-fx",
});

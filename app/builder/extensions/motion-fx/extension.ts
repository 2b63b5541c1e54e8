import { createElement } from "react";
import { defineExtension } from "../../extension.ts";
import { BackgroundMotionLayer } from "./background-layer.tsx";
import type { MotionBrowserConfig } from "./motion-fx.rules.ts";
import {
  BACKGROUND_MOTION_FX_FRONTEND_SETTINGS,
  backgroundMotionConfig,
  backgroundMotionFxSettings,
  hasBackgroundMotion,
  hasElementMotion,
  MOTION_FX_FRONTEND_SETTINGS,
  motionConfig,
  motionFxSettings,
} from "./settings.ts";

/**
 * Elementor Pro's motion effects (W-MOTION-07): scrolling and mouse effects on any element, and on the background
 * of sections and containers (drawn in a layer the effects move). The element is drawn as designed on the server;
 * one browser module moves every element and background of the page (one scroll listener for all).
 */
export default defineExtension({
  appliesTo: (settings, element) =>
    hasElementMotion(settings) || hasBackgroundMotion(settings, element.elType),
  settings: motionFxSettings.extend(backgroundMotionFxSettings.shape),
  frontendSettings: [...MOTION_FX_FRONTEND_SETTINGS, ...BACKGROUND_MOTION_FX_FRONTEND_SETTINGS],
  wrapperClasses: (settings, element) => [
    ...(hasElementMotion(settings) ? ["elementor-motion-effects-element"] : []),
    ...(hasBackgroundMotion(settings, element.elType)
      ? ["elementor-motion-effects-element-type-background"]
      : []),
  ],
  prepend: (settings, element) =>
    hasBackgroundMotion(settings, element.elType) ? createElement(BackgroundMotionLayer) : null,
  client: "motion-fx",
  browserConfig: (settings, element): MotionBrowserConfig => ({
    element: hasElementMotion(settings) ? motionConfig(settings) : null,
    background: hasBackgroundMotion(settings, element.elType) ? backgroundMotionConfig(settings) : null,
  }),
});

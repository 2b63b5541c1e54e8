import { defineExtension } from "../../extension.ts";
import { hasEntranceAnimation, INVISIBLE_CLASS } from "./entrance-animation.rules.ts";
import { ENTRANCE_ANIMATION_FRONTEND_SETTINGS, entranceAnimationSettings } from "./settings.ts";

/**
 * Entrance animations on any element: the server marks the element `elementor-invisible` (shown anyway without
 * script or with reduced motion, see the stylesheet) and the browser module animates it into view once.
 */
export default defineExtension({
  appliesTo: (settings, element) => hasEntranceAnimation(settings, element.elType),
  settings: entranceAnimationSettings,
  frontendSettings: ENTRANCE_ANIMATION_FRONTEND_SETTINGS,
  wrapperClasses: () => [INVISIBLE_CLASS],
  client: "entrance-animation",
});

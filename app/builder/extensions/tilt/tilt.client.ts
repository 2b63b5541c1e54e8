import type { WidgetModule } from "../../runtime/types.ts";
import {
  RESTING_TILT,
  readTiltConfig,
  TILT_EASING,
  type TiltState,
  tiltAt,
  tiltTransform,
} from "./tilt.rules.ts";

/**
 * Tilts a widget's content under the pointer (mouse and pen; touch scrolls as usual): work once per animation
 * frame, eased back to rest over the speed (400 ms) when the pointer leaves. Nothing moves with reduced motion.
 */
const module: WidgetModule = {
  mount(element, _settings, runtime, browserConfig) {
    const target = element.querySelector<HTMLElement>(":scope > .elementor-widget-container");
    if (!target || runtime.reducedMotion()) return undefined;
    const config = readTiltConfig(browserConfig);
    if (!config) {
      console.error(`Vitrine builder: tilt ${element.dataset.id} has no configuration`);
      return undefined;
    }
    let glare: HTMLElement | null = null;
    if (config.glare) {
      const layer = element.ownerDocument.createElement("div");
      layer.className = "ekit-tilt-glare";
      layer.setAttribute("aria-hidden", "true");
      glare = element.ownerDocument.createElement("div");
      glare.className = "ekit-tilt-glare-inner";
      layer.append(glare);
      target.append(layer);
    }
    let frame = 0;
    let pointer = { x: 0, y: 0 };
    let resetTimer: ReturnType<typeof setTimeout> | undefined;
    const transition = `transform ${config.speed}ms ${TILT_EASING}`;
    target.style.willChange = "transform";
    const apply = (state: TiltState, hovering: boolean) => {
      target.style.transform = tiltTransform(state, config, hovering);
      if (glare) {
        glare.style.transform = `rotate(${state.glareAngle}deg) translate(-50%, -50%)`;
        glare.style.opacity = String(state.glareOpacity);
      }
    };
    const update = () => {
      frame = 0;
      apply(tiltAt(pointer, target.getBoundingClientRect(), config), true);
    };
    const ease = () => {
      target.style.transition = transition;
      clearTimeout(resetTimer);
      resetTimer = setTimeout(() => target.style.removeProperty("transition"), config.speed);
    };
    const onEnter = (event: PointerEvent) => {
      if (event.pointerType === "touch") return;
      ease();
    };
    const onMove = (event: PointerEvent) => {
      if (event.pointerType === "touch") return;
      pointer = { x: event.clientX, y: event.clientY };
      if (!frame) frame = requestAnimationFrame(update);
    };
    const onLeave = () => {
      cancelAnimationFrame(frame);
      frame = 0;
      ease();
      apply(RESTING_TILT, false);
    };
    target.addEventListener("pointerenter", onEnter);
    target.addEventListener("pointermove", onMove);
    target.addEventListener("pointerleave", onLeave);
    return () => {
      target.removeEventListener("pointerenter", onEnter);
      target.removeEventListener("pointermove", onMove);
      target.removeEventListener("pointerleave", onLeave);
      cancelAnimationFrame(frame);
      clearTimeout(resetTimer);
      target.style.removeProperty("transform");
      target.style.removeProperty("transition");
      glare?.parentElement?.remove();
    };
  },
};

export default module;

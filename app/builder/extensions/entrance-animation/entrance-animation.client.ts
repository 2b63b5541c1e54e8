import type { WidgetModule } from "../../runtime/types.ts";
import { entranceAnimation, INVISIBLE_CLASS } from "./entrance-animation.rules.ts";

/**
 * Plays an element's entrance animation the first time it scrolls into view (IntersectionObserver), after its
 * delay; with reduced motion, or on a device without an animation, the element is simply shown.
 */
const module: WidgetModule = {
  mount(element, raw, runtime) {
    const settings = raw && typeof raw === "object" ? (raw as Record<string, unknown>) : {};
    const elType = element.dataset.element_type ?? "widget";
    const animation = entranceAnimation(settings, elType, runtime.device());
    if (!animation || runtime.reducedMotion() || typeof IntersectionObserver !== "function") {
      element.classList.remove(INVISIBLE_CLASS);
      return undefined;
    }
    let timer: ReturnType<typeof setTimeout> | undefined;
    const play = () => {
      element.classList.remove(INVISIBLE_CLASS);
      element.classList.add(...animation.classes);
    };
    const observer = new IntersectionObserver((seen) => {
      if (!seen.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      if (animation.delay > 0) timer = setTimeout(play, animation.delay);
      else play();
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
      clearTimeout(timer);
      element.classList.remove(INVISIBLE_CLASS, ...animation.classes);
    };
  },
};

export default module;

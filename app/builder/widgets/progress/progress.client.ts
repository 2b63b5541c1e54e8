import type { WidgetModule } from "../../runtime/types.ts";

/**
 * Grows the bar from empty to its width when it scrolls into view. The width itself comes from the generated
 * CSS; this module only holds it at zero until then. A bar already on screen when the page becomes interactive
 * stays as the server drew it (no flash back to empty), and so does every bar under reduced motion.
 */
const progress: WidgetModule = {
  mount(element, _settings, runtime) {
    const bar = element.querySelector<HTMLElement>(".elementor-progress-bar");
    if (!bar || runtime.reducedMotion() || typeof IntersectionObserver !== "function") return undefined;
    let first = true;
    const observer = new IntersectionObserver((entries) => {
      const visible = entries.some((entry) => entry.isIntersecting);
      if (first) {
        first = false;
        if (visible) {
          observer.disconnect();
          return;
        }
        bar.style.transition = "none";
        bar.style.width = "0";
        void bar.offsetWidth; // apply the empty width before the transition comes back
        bar.style.transition = "";
        return;
      }
      if (!visible) return;
      observer.disconnect();
      bar.style.width = "";
    });
    observer.observe(bar);
    return () => {
      observer.disconnect();
      bar.style.width = "";
    };
  },
};

export default progress;

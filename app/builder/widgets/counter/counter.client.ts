import type { WidgetModule } from "../../runtime/types.ts";
import { counterValueAt, decimalsOf, formatCounter } from "./counter.rules.ts";

/**
 * Counts `.elementor-counter-number` up from its starting number when the counter scrolls into view. A counter
 * already on screen when the page becomes interactive keeps the final number the server wrote (no flash back to
 * zero), and so does every counter when the visitor asks for reduced motion.
 */
const counter: WidgetModule = {
  mount(element, _settings, runtime) {
    const number = element.querySelector<HTMLElement>(".elementor-counter-number");
    if (!number || runtime.reducedMotion() || typeof IntersectionObserver !== "function") return undefined;
    const to = Number(number.dataset.toValue);
    const from = Number(number.dataset.fromValue ?? 0);
    const duration = Number(number.dataset.duration ?? 2000);
    if (!Number.isFinite(to) || !Number.isFinite(from)) return undefined;
    const format = { decimals: decimalsOf(to), delimiter: number.dataset.delimiter ?? "" };
    let frame = 0;
    let first = true;
    const observer = new IntersectionObserver((entries) => {
      const visible = entries.some((entry) => entry.isIntersecting);
      if (first) {
        first = false;
        if (visible) {
          observer.disconnect();
          return;
        }
        number.textContent = formatCounter(from, format);
        return;
      }
      if (!visible) return;
      observer.disconnect();
      const start = performance.now();
      const step = (now: number) => {
        const elapsed = now - start;
        number.textContent = formatCounter(counterValueAt(from, to, elapsed, duration), format);
        if (elapsed < duration) frame = requestAnimationFrame(step);
      };
      frame = requestAnimationFrame(step);
    });
    observer.observe(number);
    return () => {
      observer.disconnect();
      cancelAnimationFrame(frame);
      number.textContent = formatCounter(to, format);
    };
  },
};

export default counter;

import type { WidgetModule } from "../../runtime/types.ts";
import { HEADLINE_DEFAULTS, nextWordIndex, typedLetters } from "./animated-headline.rules.ts";

const number = (value: unknown, fallback: number) =>
  typeof value === "number" && Number.isFinite(value) && value >= 0 ? value : fallback;

/**
 * Highlighted: draws the marker when the headline comes into view, then again every iteration delay. Rotating:
 * shows the next word every rotate delay (typing types it letter by letter). Runs only while on screen; with
 * reduced motion the headline stays as the server drew it (marker drawn, first word).
 */
const module: WidgetModule = {
  mount(element, raw, runtime) {
    const headline = element.querySelector<HTMLElement>(".elementor-headline");
    if (!headline || runtime.reducedMotion() || typeof IntersectionObserver !== "function") return undefined;
    const settings = raw && typeof raw === "object" ? (raw as Record<string, unknown>) : {};
    const loop = settings.loop !== false && settings.loop !== "";
    let timer: ReturnType<typeof setTimeout> | undefined;
    let visible = false;
    let running = false;

    const highlight = () => {
      const duration = number(settings.highlight_animation_duration, HEADLINE_DEFAULTS.highlightDuration);
      const delay = number(settings.highlight_iteration_delay, HEADLINE_DEFAULTS.highlightDelay);
      headline.style.setProperty("--e-headline-draw", `${duration}ms`);
      const draw = () => {
        headline.classList.remove("elementor-headline--hiding", "elementor-headline--drawing");
        void headline.offsetWidth; // restart the drawing animation
        headline.classList.add("elementor-headline--drawing");
        headline.dataset.cycle = String(Number(headline.dataset.cycle ?? 0) + 1);
        if (!loop) return;
        timer = setTimeout(() => {
          headline.classList.add("elementor-headline--hiding");
          timer = setTimeout(() => {
            if (visible) draw();
            else running = false;
          }, 600);
        }, duration + delay);
      };
      draw();
    };

    const rotate = () => {
      const words = [...headline.querySelectorAll<HTMLElement>(".elementor-headline-dynamic-text")];
      const originals = words.map((word) => word.textContent ?? "");
      const typing = headline.classList.contains("elementor-headline-animation-type-typing");
      const delay = number(settings.rotate_iteration_delay, HEADLINE_DEFAULTS.rotateDelay);
      let index = 0;
      const show = () => {
        if (!visible) {
          running = false;
          return;
        }
        const next = nextWordIndex(index, words.length, loop);
        if (next === index) return;
        words[index]?.classList.replace("elementor-headline-text-active", "elementor-headline-text-inactive");
        index = next;
        const word = words[index];
        if (!word) return;
        word.classList.replace("elementor-headline-text-inactive", "elementor-headline-text-active");
        headline.dataset.word = String(index);
        if (typing) {
          const text = originals[index] ?? "";
          const start = performance.now();
          const type = () => {
            const typed = typedLetters(text, performance.now() - start);
            word.textContent = typed;
            if (typed.length < [...text].length)
              timer = setTimeout(type, HEADLINE_DEFAULTS.typingLetterDelay);
            else timer = setTimeout(show, delay);
          };
          type();
        } else timer = setTimeout(show, delay);
      };
      timer = setTimeout(show, delay);
    };

    const start = headline.dataset.style === "rotate" ? rotate : highlight;
    if (headline.dataset.style !== "rotate") headline.classList.add("elementor-headline--hiding");
    const observer = new IntersectionObserver((seen) => {
      visible = seen.some((entry) => entry.isIntersecting);
      if (visible && !running) {
        running = true;
        start();
      }
    });
    observer.observe(headline);
    return () => {
      observer.disconnect();
      clearTimeout(timer);
    };
  },
};

export default module;

import { afterLoadWhenIdle } from "../../runtime/idle.ts";
import type { WidgetModule } from "../../runtime/types.ts";
import { SHUFFLE_FRAME_MS, shuffleFrame, shuffleFrameAt, shuffleFrameCount } from "./text-shuffle.rules.ts";

/**
 * Shuffles the text at 25 fps (one frame per 40 ms, drawn on animation frames) the first time it comes into view,
 * or on each hover for the hover trigger; nothing moves with reduced motion (W-MOTION-04, W-MOTION-05).
 */
const module: WidgetModule = {
  mount(element, _settings, runtime) {
    const root = element.querySelector<HTMLElement>(".ekit-text-shuffle");
    const visible = root?.querySelector<HTMLElement>(".ekit-text-shuffle__text");
    if (!root || !visible || runtime.reducedMotion()) return undefined;
    const text = visible.dataset.text ?? visible.textContent ?? "";
    const frames = shuffleFrameCount(text);
    let raf = 0;
    const release = () => {
      for (const property of ["width", "height", "contain"]) visible.style.removeProperty(property);
    };
    let drawn = -1;
    const run = () => {
      cancelAnimationFrame(raf);
      const start = performance.now();
      drawn = -1;
      root.dataset.shuffling = "true";
      // The scrambled frames keep the text's box: sized once, each frame lays out only inside it.
      const box = visible.getBoundingClientRect();
      visible.style.width = `${box.width}px`;
      visible.style.height = `${box.height}px`;
      visible.style.contain = "size layout style";
      const tick = (now: number) => {
        const frame = shuffleFrameAt(now - start);
        if (frame !== drawn) {
          drawn = frame;
          visible.textContent = shuffleFrame(text, frame);
        }
        if (frame < frames) raf = requestAnimationFrame(tick);
        else {
          visible.textContent = text;
          release();
          delete root.dataset.shuffling;
          root.dataset.shuffled = String(Number(root.dataset.shuffled ?? 0) + 1);
        }
      };
      raf = requestAnimationFrame(tick);
    };
    let observer: IntersectionObserver | null = null;
    let stopped = false;
    const onEnter = () => {
      if (!root.dataset.shuffling) run();
    };
    if (root.dataset.trigger === "hover") root.addEventListener("pointerenter", onEnter);
    else {
      observer = new IntersectionObserver((seen) => {
        if (!seen.some((entry) => entry.isIntersecting)) return;
        observer?.disconnect();
        // Decoration: shuffled once the page has loaded and is idle, never competing with its loading.
        void afterLoadWhenIdle(root.ownerDocument, 1000).then(() => {
          if (!stopped) run();
        });
      });
      observer.observe(root);
    }
    runtime.debug(`text shuffle: ${frames} frames of ${SHUFFLE_FRAME_MS} ms`);
    return () => {
      stopped = true;
      observer?.disconnect();
      root.removeEventListener("pointerenter", onEnter);
      cancelAnimationFrame(raf);
      visible.textContent = text;
      release();
    };
  },
};

export default module;

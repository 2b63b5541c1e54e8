import type { WidgetModule } from "../../runtime/types.ts";
import { backToTopVisible, readBackToTopConfig } from "./back-to-top.rules.ts";

const HIDDEN = "ekit-btt--hidden";

/**
 * W-MISC-26: hides the button until the scroll exceeds `show_after` plus the offset (checked once per animation
 * frame), and scrolls to the offset smoothly (at once under reduced motion), focus moving to the page's top.
 */
const backToTop: WidgetModule = {
  mount(element, _settings, runtime, browserConfig) {
    const button = element.querySelector<HTMLAnchorElement>(".ekit-btt__button");
    const box = element.querySelector<HTMLElement>(".ekit-back-to-top-container");
    if (!button || !box) return undefined;
    const config = readBackToTopConfig(browserConfig);
    if (!config) {
      console.error(`Vitrine builder: back to top ${element.dataset.id} has no configuration`);
      return undefined;
    }
    const { showAfter, offset } = config;
    const win = window;
    let frame = 0;
    const update = () => {
      frame = 0;
      const visible = !config.showOnScroll || backToTopVisible(win.scrollY, showAfter, offset);
      box.classList.toggle(HIDDEN, !visible);
      if (visible) button.removeAttribute("tabindex");
      else button.tabIndex = -1;
    };
    const onScroll = () => {
      if (!frame) frame = win.requestAnimationFrame(update);
    };
    const onClick = (event: MouseEvent) => {
      event.preventDefault();
      win.scrollTo({ top: offset, behavior: runtime.reducedMotion() ? "auto" : "smooth" });
      const body = element.ownerDocument.body;
      if (!body.hasAttribute("tabindex")) body.tabIndex = -1;
      body.focus({ preventScroll: true });
    };
    update();
    win.addEventListener("scroll", onScroll, { passive: true });
    button.addEventListener("click", onClick);
    return () => {
      if (frame) win.cancelAnimationFrame(frame);
      win.removeEventListener("scroll", onScroll);
      button.removeEventListener("click", onClick);
      box.classList.remove(HIDDEN);
    };
  },
};

export default backToTop;

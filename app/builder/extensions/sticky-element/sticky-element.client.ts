import { deviceForWidth } from "../../devices.ts";
import type { WidgetModule } from "../../runtime/types.ts";
import { MOTION_FX_RESIZE_DEBOUNCE_MS } from "../motion-fx/motion-fx.rules.ts";
import {
  STICKY_ELEMENT_CLASSES as CLASSES,
  readStickyElementBrowserConfig,
  type StickyElementLayout,
  type StickyElementState,
  stickyElementState,
  stickyOnDevice,
} from "./sticky-element.rules.ts";

/** Properties the stuck element is given inline (and loses when released). */
const STUCK_PROPERTIES = [
  "position",
  "top",
  "bottom",
  "left",
  "width",
  "margin-top",
  "margin-bottom",
  "z-index",
];

/**
 * Elementor Pro's sticky effect in the browser: once the window reaches the element it is held `offset` px from
 * the top (or bottom) edge, a hidden spacer of its size keeping its place in the page; `elementor-sticky--effects`
 * once scrolled `effects offset` past that; with "stay in column" it stops at its parent's end. Scroll work once
 * per animation frame; on resize (debounced 200 ms) it is measured again and follows the device's settings.
 */
const module: WidgetModule = {
  mount(element, _settings, runtime, browserConfig) {
    const settings = readStickyElementBrowserConfig(browserConfig);
    if (!settings) {
      console.error(`Vitrine builder: sticky element ${element.dataset.id} has no configuration`);
      return undefined;
    }
    const win = window;
    const doc = element.ownerDocument;
    let config = settings.byDevice[deviceForWidth(win.innerWidth)];
    let enabled = false;
    let layout: StickyElementLayout | null = null;
    let state: StickyElementState = { active: false, effects: false, stopped: false, stoppedTop: 0 };
    let spacer: HTMLElement | null = null;
    let frame = 0;
    let resizeTimer: ReturnType<typeof setTimeout> | undefined;

    const measure = (): StickyElementLayout => {
      const rect = element.getBoundingClientRect();
      const parent = element.parentElement?.getBoundingClientRect();
      return {
        top: rect.top + win.scrollY,
        height: rect.height,
        parentBottom: config.stayInParent && parent ? parent.bottom + win.scrollY : null,
      };
    };

    const stick = () => {
      const rect = element.getBoundingClientRect();
      spacer = doc.createElement("div");
      spacer.className = CLASSES.spacer;
      spacer.setAttribute("aria-hidden", "true");
      spacer.style.height = `${rect.height}px`;
      spacer.style.width = `${rect.width}px`;
      spacer.style.visibility = "hidden";
      element.after(spacer);
      element.classList.add(CLASSES.active);
      element.style.setProperty("position", "fixed");
      element.style.setProperty("width", `${rect.width}px`);
      element.style.setProperty("left", `${rect.left}px`);
      element.style.setProperty("margin-top", "0");
      element.style.setProperty("margin-bottom", "0");
      element.style.setProperty("z-index", "99");
    };

    const release = () => {
      element.classList.remove(CLASSES.active, CLASSES.effects, CLASSES.stopped);
      for (const property of STUCK_PROPERTIES) element.style.removeProperty(property);
      spacer?.remove();
      spacer = null;
    };

    const place = (next: StickyElementState) => {
      if (next.stopped) {
        element.style.setProperty("top", `${next.stoppedTop - win.scrollY}px`);
        element.style.removeProperty("bottom");
      } else if (config.side === "top") {
        element.style.setProperty("top", `${config.offset}px`);
        element.style.removeProperty("bottom");
      } else {
        element.style.setProperty("bottom", `${config.offset}px`);
        element.style.removeProperty("top");
      }
    };

    const update = () => {
      frame = 0;
      if (!enabled || !layout) return;
      const next = stickyElementState(config, layout, win.scrollY, win.innerHeight);
      if (next.active !== state.active) {
        if (next.active) stick();
        else release();
      }
      if (next.active) {
        place(next);
        element.classList.toggle(CLASSES.effects, next.effects);
        element.classList.toggle(CLASSES.stopped, next.stopped);
      }
      state = next;
    };

    const start = () => {
      release();
      state = { active: false, effects: false, stopped: false, stoppedTop: 0 };
      const device = deviceForWidth(win.innerWidth);
      config = settings.byDevice[device];
      enabled = stickyOnDevice(settings.devices, device);
      element.classList.toggle(CLASSES.element, enabled);
      layout = enabled ? measure() : null;
      update();
      runtime.debug(`sticky element ${element.dataset.id}: ${enabled ? "on" : "off"} (${device})`);
    };

    const onScroll = () => {
      if (!frame) frame = win.requestAnimationFrame(update);
    };
    const onResize = () => {
      clearTimeout(resizeTimer);
      resizeTimer = setTimeout(start, MOTION_FX_RESIZE_DEBOUNCE_MS);
    };

    win.addEventListener("scroll", onScroll, { passive: true });
    win.addEventListener("resize", onResize);
    // Pictures arriving above it move where it sticks: measured again once the page has loaded.
    const onLoad = () => start();
    if (doc.readyState !== "complete") win.addEventListener("load", onLoad, { once: true });
    start();
    return () => {
      win.removeEventListener("scroll", onScroll);
      win.removeEventListener("resize", onResize);
      win.removeEventListener("load", onLoad);
      if (frame) win.cancelAnimationFrame(frame);
      clearTimeout(resizeTimer);
      release();
      element.classList.remove(CLASSES.element);
    };
  },
};

export default module;

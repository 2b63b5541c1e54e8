import { deviceForWidth } from "../../devices.ts";
import { parseSettings } from "../../render/parse-settings.ts";
import type { WidgetModule } from "../../runtime/types.ts";
import {
  MOTION_FX_RESIZE_DEBOUNCE_MS,
  type MotionConfig,
  motionActive,
  mouseStyle,
  pageProgress,
  pointerRatio,
  scrollStyle,
  viewportProgress,
} from "./motion-fx.rules.ts";
import { motionConfig, motionFxSettings } from "./settings.ts";

/**
 * The browser side of motion effects: one scroll listener and one pointer listener for every element on the page,
 * the work done once per animation frame, positions measured only on start and on resize (debounced 200 ms), and
 * only `transform`, `opacity` and `filter` written, so scrolling never re-lays the page out.
 */
interface Entry {
  element: HTMLElement;
  config: MotionConfig;
  /** The element's top in the page and height, without its own transform (measured on start and resize). */
  top: number;
  height: number;
  active: boolean;
  pointer: { x: number; y: number };
}

const entries = new Set<Entry>();
let frame = 0;
let resizeTimer: ReturnType<typeof setTimeout> | undefined;
let listening = false;
let reduced = false;

function measure(entry: Entry) {
  const { element } = entry;
  const previous = element.style.transform;
  element.style.transform = "";
  const box = element.getBoundingClientRect();
  element.style.transform = previous;
  entry.top = box.top + window.scrollY;
  entry.height = box.height;
  entry.active = motionActive(entry.config, deviceForWidth(window.innerWidth), reduced);
  if (!entry.active) clear(entry.element);
}

function clear(element: HTMLElement) {
  element.style.removeProperty("transform");
  element.style.removeProperty("opacity");
  element.style.removeProperty("filter");
}

/** Entries waiting for their first measurement: measured together in the next frame (one layout, not one each). */
const pending = new Set<Entry>();

function measurePending() {
  if (pending.size === 0) return;
  const batch = [...pending];
  pending.clear();
  for (const entry of batch) entry.element.style.transform = "";
  for (const entry of batch) {
    const box = entry.element.getBoundingClientRect();
    entry.top = box.top + window.scrollY;
    entry.height = box.height;
    entry.active = motionActive(entry.config, deviceForWidth(window.innerWidth), reduced);
  }
}

function render() {
  frame = 0;
  measurePending();
  const viewport = window.innerHeight;
  const scrollY = window.scrollY;
  let documentHeight = 0;
  for (const entry of entries)
    if (entry.active && entry.config.scrolling && entry.config.relativeTo === "page") {
      documentHeight = document.documentElement.scrollHeight;
      break;
    }
  for (const entry of entries) {
    if (!entry.active) continue;
    const { config } = entry;
    let transform = "";
    if (config.scrolling) {
      const progress =
        config.relativeTo === "page"
          ? pageProgress(scrollY, documentHeight, viewport)
          : viewportProgress(entry.top - scrollY, entry.height, viewport);
      const style = scrollStyle(progress, config.scrolling);
      transform = style.transform;
      entry.element.style.opacity = style.opacity;
      entry.element.style.filter = style.filter;
    }
    if (config.mouse)
      transform = [transform, mouseStyle(entry.pointer, config.mouse)].filter(Boolean).join(" ");
    entry.element.style.transform = transform;
  }
}

const schedule = () => {
  if (!frame) frame = requestAnimationFrame(render);
};
const onPointer = (event: PointerEvent) => {
  const ratio = pointerRatio(event.clientX, event.clientY, window.innerWidth, window.innerHeight);
  for (const entry of entries) if (entry.config.mouse) entry.pointer = ratio;
  schedule();
};
const onResize = () => {
  clearTimeout(resizeTimer);
  resizeTimer = setTimeout(() => {
    for (const entry of entries) measure(entry);
    schedule();
  }, MOTION_FX_RESIZE_DEBOUNCE_MS);
};

function listen() {
  if (listening) return;
  listening = true;
  window.addEventListener("scroll", schedule, { passive: true });
  window.addEventListener("pointermove", onPointer, { passive: true });
  window.addEventListener("resize", onResize);
}

function unlisten() {
  if (!listening || entries.size > 0) return;
  listening = false;
  window.removeEventListener("scroll", schedule);
  window.removeEventListener("pointermove", onPointer);
  window.removeEventListener("resize", onResize);
  cancelAnimationFrame(frame);
  frame = 0;
  clearTimeout(resizeTimer);
}

const module: WidgetModule = {
  mount(element, raw, runtime) {
    reduced = runtime.reducedMotion();
    if (reduced) return undefined;
    const settings = parseSettings(
      motionFxSettings,
      raw && typeof raw === "object" ? (raw as Record<string, unknown>) : {},
    ).settings;
    const config = motionConfig(settings);
    if (!config.scrolling && !config.mouse) return undefined;
    element.style.transformOrigin = `${config.origin.x} ${config.origin.y}`;
    element.style.willChange = config.scrolling?.opacity ? "transform, opacity" : "transform";
    const entry: Entry = { element, config, top: 0, height: 0, active: false, pointer: { x: 0, y: 0 } };
    pending.add(entry);
    entries.add(entry);
    listen();
    schedule();
    return () => {
      entries.delete(entry);
      pending.delete(entry);
      clear(element);
      element.style.removeProperty("will-change");
      unlisten();
    };
  },
};

export default module;

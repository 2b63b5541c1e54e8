import { deviceForWidth } from "../../devices.ts";
import type { WidgetModule } from "../../runtime/types.ts";
import { backgroundLayerSize, backgroundStyle } from "./background.rules.ts";
import {
  MOTION_FX_RESIZE_DEBOUNCE_MS,
  type MotionConfig,
  motionActive,
  mouseStyle,
  pageProgress,
  pointerRatio,
  readMotionBrowserConfig,
  scrollStyle,
  viewportProgress,
} from "./motion-fx.rules.ts";

/**
 * The browser side of motion effects: one scroll listener and one pointer listener for every element and
 * background on the page, the work done once per animation frame, positions measured only on start and on resize
 * (debounced 200 ms), and only `transform`, `opacity` and `filter` written, so scrolling never re-lays the page out.
 * A background's effects move its layer (`.elementor-motion-effects-layer`), measured by the section around it.
 */
interface Entry {
  /** What is measured: the element itself, or the section whose background moves. */
  element: HTMLElement;
  /** What moves: the element, or the background layer. */
  target: HTMLElement;
  background: boolean;
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
  if (!entry.background) element.style.transform = "";
  const box = element.getBoundingClientRect();
  if (!entry.background) element.style.transform = previous;
  entry.top = box.top + window.scrollY;
  entry.height = box.height;
  activate(entry);
}

/** Whether the entry moves on this device; a background layer grows to its travel only while it does. */
function activate(entry: Entry) {
  entry.active = motionActive(entry.config, deviceForWidth(window.innerWidth), reduced);
  if (!entry.active) clear(entry);
  else if (entry.background) {
    const size = backgroundLayerSize(entry.config);
    entry.target.style.width = `${size.width}%`;
    entry.target.style.height = `${size.height}%`;
  }
}

function clear(entry: Entry) {
  const { style } = entry.target;
  for (const property of ["transform", "opacity", "filter"]) style.removeProperty(property);
  if (entry.background) {
    style.removeProperty("width");
    style.removeProperty("height");
  }
}

/** Entries waiting for their first measurement: measured together in the next frame (one layout, not one each). */
const pending = new Set<Entry>();

function measurePending() {
  if (pending.size === 0) return;
  const batch = [...pending];
  pending.clear();
  for (const entry of batch) if (!entry.background) entry.element.style.transform = "";
  for (const entry of batch) {
    const box = entry.element.getBoundingClientRect();
    entry.top = box.top + window.scrollY;
    entry.height = box.height;
  }
  for (const entry of batch) activate(entry);
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
    const { config, target } = entry;
    const progress = !config.scrolling
      ? 0
      : config.relativeTo === "page"
        ? pageProgress(scrollY, documentHeight, viewport)
        : viewportProgress(entry.top - scrollY, entry.height, viewport);
    if (entry.background) {
      const style = backgroundStyle(progress, entry.pointer, config);
      target.style.transform = style.transform;
      target.style.opacity = style.opacity;
      target.style.filter = style.filter;
      continue;
    }
    let transform = "";
    if (config.scrolling) {
      const style = scrollStyle(progress, config.scrolling);
      transform = style.transform;
      target.style.opacity = style.opacity;
      target.style.filter = style.filter;
    }
    if (config.mouse)
      transform = [transform, mouseStyle(entry.pointer, config.mouse)].filter(Boolean).join(" ");
    target.style.transform = transform;
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

/** The section's background layer, drawn by the server (or added here if the markup lacks it). */
function backgroundLayer(element: HTMLElement): HTMLElement {
  const existing = element.querySelector<HTMLElement>(
    ":scope > .elementor-motion-effects-container > .elementor-motion-effects-layer",
  );
  if (existing) return existing;
  const container = element.ownerDocument.createElement("div");
  container.className = "elementor-motion-effects-container";
  container.setAttribute("aria-hidden", "true");
  const layer = element.ownerDocument.createElement("div");
  layer.className = "elementor-motion-effects-layer";
  container.append(layer);
  element.prepend(container);
  return layer;
}

function track(entry: Entry): () => void {
  const { target, config } = entry;
  target.style.transformOrigin = `${config.origin.x} ${config.origin.y}`;
  target.style.willChange = config.scrolling?.opacity ? "transform, opacity" : "transform";
  pending.add(entry);
  entries.add(entry);
  return () => {
    entries.delete(entry);
    pending.delete(entry);
    clear(entry);
    target.style.removeProperty("will-change");
    target.style.removeProperty("transform-origin");
  };
}

const module: WidgetModule = {
  mount(element, _settings, runtime, browserConfig) {
    reduced = runtime.reducedMotion();
    if (reduced) return undefined;
    const configs = readMotionBrowserConfig(browserConfig);
    if (!configs) {
      console.error(`Vitrine builder: motion effects ${element.dataset.id} have no configuration`);
      return undefined;
    }
    const cleanups: (() => void)[] = [];
    const blank = { top: 0, height: 0, active: false, pointer: { x: 0, y: 0 } };
    if (configs.element) {
      const config = configs.element;
      if (config.scrolling || config.mouse)
        cleanups.push(track({ ...blank, element, target: element, background: false, config }));
    }
    if (
      configs.background &&
      element.classList.contains("elementor-motion-effects-element-type-background")
    ) {
      const config = configs.background;
      if (config.scrolling || config.mouse) {
        const target = backgroundLayer(element);
        cleanups.push(track({ ...blank, element, target, background: true, config }));
      }
    }
    if (cleanups.length === 0) return undefined;
    listen();
    schedule();
    return () => {
      for (const cleanup of cleanups) cleanup();
      unlisten();
    };
  },
};

export default module;

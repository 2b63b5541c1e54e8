import { deviceForWidth } from "../../devices.ts";
import type { BuilderRuntime, WidgetModule } from "../../runtime/types.ts";
import { STICKY_CHANGE_EVENT } from "./events.ts";
import type { StickySettings } from "./settings.ts";
import {
  hiddenTransform,
  INITIAL_STICKY_STATE,
  nextStickyState,
  readStickyBrowserSettings,
  STICKY_ACTIVE_CLASS,
  STICKY_ELEMENT_CLASS,
  STICKY_HIDDEN_CLASS,
  STICKY_PLACEHOLDER_CLASS,
  STICKY_RESIZE_DEBOUNCE_MS,
  STICKY_SECTION_RESIZE_DEBOUNCE_MS,
  STICKY_TRANSITION,
  STUCK_PROPERTIES,
  type StickyConfiguration,
  type StickyState,
  sameConfiguration,
  stickyConfiguration,
  stuckAppearance,
  stuckPosition,
} from "./sticky.rules.ts";

/** Elements above the header whose size moves it: the WordPress admin bar and WooCommerce's store notice. */
const OFFSET_ELEMENTS = "#wpadminbar, .woocommerce-store-notice, .demo_store";

/** The heights of the offset elements now in the page (a hidden one is 0): what W-STICKY-20 compares. */
function offsetSignature(doc: Document): string {
  return [...doc.querySelectorAll<HTMLElement>(OFFSET_ELEMENTS)]
    .map((offsetElement) => Math.round(offsetElement.getBoundingClientRect().height))
    .join(",");
}

/**
 * One running sticky header (W-STICKY-12..17): scroll work once per animation frame, a placeholder of the
 * header's height while it is fixed, its own resize debounce (250 ms) for the placeholder.
 */
function startStickyHeader(
  element: HTMLElement,
  settings: StickySettings,
  configuration: StickyConfiguration,
  runtime: BuilderRuntime,
): () => void {
  const win = window;
  let state: StickyState = { ...INITIAL_STICKY_STATE, lastScrollTop: win.scrollY };
  let placeholder: HTMLElement | null = null;
  let frame = 0;
  let resizeTimer: ReturnType<typeof setTimeout> | undefined;

  element.classList.add(STICKY_ELEMENT_CLASS);
  if (!runtime.reducedMotion()) element.style.transition = STICKY_TRANSITION;

  const stick = () => {
    const computed = win.getComputedStyle(element);
    const appearance = stuckAppearance(settings, {
      color: computed.backgroundColor,
      image: computed.backgroundImage,
    });
    placeholder = element.ownerDocument.createElement("div");
    placeholder.className = STICKY_PLACEHOLDER_CLASS;
    placeholder.setAttribute("aria-hidden", "true");
    placeholder.style.height = `${element.getBoundingClientRect().height}px`;
    placeholder.style.visibility = "hidden";
    element.after(placeholder);
    element.classList.add(STICKY_ACTIVE_CLASS);
    for (const [property, value] of Object.entries({ ...appearance, ...stuckPosition() }))
      element.style.setProperty(property, value, property.startsWith("background") ? "important" : "");
  };

  const release = () => {
    element.classList.remove(STICKY_ACTIVE_CLASS, STICKY_HIDDEN_CLASS);
    for (const property of STUCK_PROPERTIES) element.style.removeProperty(property);
    placeholder?.remove();
    placeholder = null;
  };

  const apply = (next: StickyState) => {
    if (next.stuck !== state.stuck) {
      if (next.stuck) stick();
      else release();
      element.dispatchEvent(
        new CustomEvent(STICKY_CHANGE_EVENT, { bubbles: true, detail: { stuck: next.stuck } }),
      );
    }
    if (next.stuck && configuration.hideOnScrollDown && next.hidden !== state.hidden) {
      element.classList.toggle(STICKY_HIDDEN_CLASS, next.hidden);
      element.style.transform = hiddenTransform(next.hidden);
    }
    state = next;
  };

  const check = () => {
    frame = 0;
    apply(nextStickyState(state, win.scrollY, configuration));
  };
  const onScroll = () => {
    if (!frame) frame = win.requestAnimationFrame(check);
  };
  const onResize = () => {
    clearTimeout(resizeTimer);
    resizeTimer = setTimeout(() => {
      if (placeholder) placeholder.style.height = `${element.getBoundingClientRect().height}px`;
      check();
    }, STICKY_RESIZE_DEBOUNCE_MS);
  };

  win.addEventListener("scroll", onScroll, { passive: true });
  win.addEventListener("resize", onResize);
  check();
  return () => {
    win.removeEventListener("scroll", onScroll);
    win.removeEventListener("resize", onResize);
    if (frame) win.cancelAnimationFrame(frame);
    clearTimeout(resizeTimer);
    if (state.stuck)
      element.dispatchEvent(
        new CustomEvent(STICKY_CHANGE_EVENT, { bubbles: true, detail: { stuck: false } }),
      );
    release();
    element.classList.remove(STICKY_ELEMENT_CLASS);
    element.style.removeProperty("transition");
  };
}

/**
 * The section handling (W-STICKY-01, 18..21): only sections and containers inside the site header; active or
 * destroyed by the device mode; re-created when the offsets above it change, and on resize (debounced 300 ms)
 * only when the device's computed configuration changed.
 */
const module: WidgetModule = {
  mount(element, _settings, runtime, browserConfig) {
    if (!element.closest("header, .elementor-location-header, .site-header")) return undefined;
    const settings = readStickyBrowserSettings(browserConfig);
    if (!settings) {
      console.error(`Vitrine builder: sticky header ${element.dataset.id} has no configuration`);
      return undefined;
    }
    const win = window;
    let configuration: StickyConfiguration | null = null;
    let stop: (() => void) | null = null;
    let sectionTimer: ReturnType<typeof setTimeout> | undefined;

    const activate = (force: boolean) => {
      const next = stickyConfiguration(settings, deviceForWidth(win.innerWidth), win.innerHeight);
      if (!force && sameConfiguration(configuration, next)) return;
      stop?.();
      stop = null;
      configuration = next;
      if (next.enabled) stop = startStickyHeader(element, settings, next, runtime);
      runtime.debug(`sticky ${element.dataset.id}: ${next.enabled ? "active" : "destroyed"}`);
    };
    const onResize = () => {
      clearTimeout(sectionTimer);
      sectionTimer = setTimeout(() => activate(false), STICKY_SECTION_RESIZE_DEBOUNCE_MS);
    };

    // W-STICKY-20: the admin bar or the store notice shown, hidden, dismissed or resized moves the header.
    const doc = element.ownerDocument;
    let offsets = offsetSignature(doc);
    let offsetFrame = 0;
    const checkOffsets = () => {
      offsetFrame = 0;
      const next = offsetSignature(doc);
      if (next === offsets) return;
      offsets = next;
      runtime.debug(`sticky ${element.dataset.id}: offsets changed`);
      activate(true);
    };
    const onOffsetsMaybeChanged = () => {
      if (!offsetFrame) offsetFrame = win.requestAnimationFrame(checkOffsets);
    };
    const sizes = new ResizeObserver(onOffsetsMaybeChanged);
    const observeOffsetElements = () => {
      // The border box: padding and borders move the header as much as content does.
      for (const offsetElement of doc.querySelectorAll(OFFSET_ELEMENTS))
        sizes.observe(offsetElement, { box: "border-box" });
    };
    observeOffsetElements();
    // A notice or admin bar added to (or removed from) the page after it loaded.
    const arrivals = new MutationObserver(() => {
      observeOffsetElements();
      onOffsetsMaybeChanged();
    });
    arrivals.observe(doc.body, { childList: true });

    win.addEventListener("resize", onResize);
    activate(true);
    return () => {
      win.removeEventListener("resize", onResize);
      clearTimeout(sectionTimer);
      sizes.disconnect();
      arrivals.disconnect();
      if (offsetFrame) win.cancelAnimationFrame(offsetFrame);
      stop?.();
    };
  },
};

export default module;

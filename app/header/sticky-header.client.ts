import {
  adminBarOffset,
  INITIAL_STICKY_STATE,
  nextStickyState,
  type StickyDevices,
  type StickyState,
  stickThreshold,
  stickyAppliesTo,
  stickyDevice,
} from "~/header/sticky-header.ts";
import { createFrameThrottle } from "~/lib/frame-throttle.ts";

/**
 * Astra's sticky header (S-THEME-13..16), from the options the server put on `#masthead`
 * (`data-sticky`, `data-sticky-hide-on-scroll`, `data-sticky-devices`). Once the page scrolls past the
 * header it is fixed at the top (class `ast-header-sticked`, below an admin bar if there is one) and a
 * placeholder keeps its height in the page; hide-on-scroll slides it out while scrolling down
 * (`ast-sticky-hidden`). The rules are in ./sticky-header.ts; scroll work runs once per frame.
 */
export const STUCK_CLASS = "ast-header-sticked";
export const HIDDEN_CLASS = "ast-sticky-hidden";

function stickyDevicesFrom(value: string | undefined): StickyDevices {
  return value === "desktop" || value === "mobile" ? value : "both";
}

export function installStickyHeader(doc: Document): () => void {
  const win = doc.defaultView;
  const header = doc.querySelector<HTMLElement>("#masthead[data-sticky]");
  const placeholder = doc.querySelector<HTMLElement>(".ast-sticky-header-placeholder");
  if (!win || !header || !placeholder) return () => undefined;
  const hideOnScroll = header.dataset.stickyHideOnScroll === "true";
  const devices = stickyDevicesFrom(header.dataset.stickyDevices);

  let state: StickyState = INITIAL_STICKY_STATE;
  /** Where the header's top is in the page and how tall it is, measured where it sits unstuck. */
  let measured = { top: 0, height: 0 };
  const measure = () => {
    const inFlow = state.stuck ? placeholder : header;
    measured = { top: inFlow.getBoundingClientRect().top + win.scrollY, height: header.offsetHeight };
  };

  const apply = (topOffset: number) => {
    header.classList.toggle(STUCK_CLASS, state.stuck);
    header.classList.toggle(HIDDEN_CLASS, state.hidden);
    header.style.setProperty("--ast-sticky-top-offset", `${topOffset}px`);
    placeholder.hidden = !state.stuck;
    placeholder.style.height = state.stuck ? `${measured.height}px` : "";
  };

  const update = () => {
    const width = win.innerWidth;
    const topOffset = adminBarOffset(width, doc.getElementById("wpadminbar") !== null);
    if (!stickyAppliesTo(devices, stickyDevice(width))) {
      state = INITIAL_STICKY_STATE;
      apply(topOffset);
      return;
    }
    const wasStuck = state.stuck;
    state = nextStickyState(state, {
      scrollY: win.scrollY,
      threshold: stickThreshold(measured.top, topOffset),
      headerHeight: measured.height,
      hideOnScroll,
    });
    apply(topOffset);
    if (wasStuck !== state.stuck) measure();
  };

  const throttle = createFrameThrottle(update, win);
  const onScroll = () => throttle.request();
  // The header's height changes with the layout (the mobile header is shorter): measure again.
  const onResize = () => {
    measure();
    throttle.request();
  };
  // Keyboard focus reaching a hidden header brings it back into view.
  const onFocusIn = () => {
    if (!state.hidden) return;
    state = { ...state, hidden: false, anchorY: win.scrollY };
    header.classList.remove(HIDDEN_CLASS);
  };

  measure();
  update();
  win.addEventListener("scroll", onScroll, { passive: true });
  win.addEventListener("resize", onResize);
  header.addEventListener("focusin", onFocusIn);
  return () => {
    throttle.cancel();
    win.removeEventListener("scroll", onScroll);
    win.removeEventListener("resize", onResize);
    header.removeEventListener("focusin", onFocusIn);
  };
}

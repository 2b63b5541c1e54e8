import { createFocusTrap, type FocusTrap } from "focus-trap";
import { LINK_ACTIONS, plainAddressOf } from "../runtime/link-actions.ts";
import type { BuilderRuntime, WidgetModule } from "../runtime/types.ts";
import {
  ADBLOCK_BAIT_CLASS,
  armTriggers,
  type BrowserSnapshot,
  countPageView,
  disableForGood,
  FOCUS_DELAY_MS,
  failingTimingRules,
  finishClosing,
  isDisabled,
  mayOpen,
  type PopupStores,
  recordImpression,
  startOpenTimers,
  type TriggerEnvironment,
} from "./popup.rules.ts";
import { POPUP_CONTEXT_ID, type PopupPageContext } from "./popup-context.ts";
import type { PopupConfig } from "./popup-settings.ts";
import { PopupStorage } from "./popup-storage.ts";

/**
 * The popups' browser module (decision 024), loaded only on pages with popups: counts the page view, checks each
 * popup's timing rules, arms its triggers, and runs the open dialog (focus, Tab kept inside, Esc, background
 * click, close button delay, automatic close, scroll lock, animations, focus returned on close). Every rule is
 * in popup.rules.ts; this file only connects them to the page.
 */

interface Controller {
  config: PopupConfig;
  element: HTMLElement;
  isOpen(): boolean;
  open(how: "trigger" | "request"): void;
  close(options?: { doNotShowAgain?: boolean }): void;
}

const controllers = new Map<number, Controller>();
let popped = false;
let started: { stores: PopupStores | null; context: PopupPageContext } | null = null;

function readContext(doc: Document): PopupPageContext {
  const fallback: PopupPageContext = { viewer: { loggedIn: false, roles: [] }, shopTimeZone: "UTC" };
  try {
    const value = JSON.parse(
      doc.getElementById(POPUP_CONTEXT_ID)?.textContent ?? "null",
    ) as PopupPageContext | null;
    return value && typeof value === "object" && value.viewer ? value : fallback;
  } catch {
    return fallback;
  }
}

/** The storage helpers, or null when storage throws (private modes, quota): then no popup opens by rule. */
function openStores(win: Window): PopupStores | null {
  try {
    const stores = {
      local: new PopupStorage(win.localStorage),
      session: new PopupStorage(win.sessionStorage),
    };
    countPageView(stores, `${win.location.pathname}${win.location.search}`);
    return stores;
  } catch {
    return null;
  }
}

function start(win: Window, runtime: BuilderRuntime) {
  if (started) return started;
  started = { stores: openStores(win), context: readContext(win.document) };
  runtime.linkActions.register(LINK_ACTIONS.popupOpen, (settings, { link }) => {
    const controller = controllers.get(Number(settings.id));
    if (!controller) {
      // Not on this page: the link's plain address is the popup's own page (decision 024).
      const address = plainAddressOf(link?.getAttribute("href") ?? "");
      if (address) win.location.assign(new URL(address, win.location.href).href);
      return;
    }
    if (settings.toggle && controller.isOpen()) controller.close();
    else controller.open("request");
  });
  runtime.linkActions.register(LINK_ACTIONS.popupClose, (settings, { link }) => {
    const modal = link?.closest<HTMLElement>(".elementor-popup-modal");
    const controller = modal
      ? controllers.get(Number(modal.dataset.elementorId))
      : [...controllers.values()].find((candidate) => candidate.isOpen());
    controller?.close({ doNotShowAgain: Boolean(settings.do_not_show_again) });
  });
  return started;
}

function snapshot(win: Window, context: PopupPageContext): BrowserSnapshot {
  return {
    now: Date.now(),
    referrer: win.document.referrer,
    location: win.location.href,
    viewportWidth: win.innerWidth,
    userAgent: win.navigator.userAgent,
    viewer: context.viewer,
    shopTimeZone: context.shopTimeZone,
    // Read only by a schedule in the visitor's time: the first Intl.DateTimeFormat of a page costs tens of
    // milliseconds (the time-zone data loads), which every page with a popup would otherwise pay at start.
    get browserTimeZone() {
      return Intl.DateTimeFormat().resolvedOptions().timeZone;
    },
  };
}

function listen<K extends keyof WindowEventMap>(
  target: Window,
  type: K,
  listener: (event: WindowEventMap[K]) => void,
): () => void {
  target.addEventListener(type, listener, { passive: true });
  return () => target.removeEventListener(type, listener);
}

function domTriggerEnvironment(win: Window): TriggerEnvironment {
  const doc = win.document;
  return {
    onScroll: (listener) => listen(win, "scroll", listener),
    scrollY: () => win.scrollY,
    scrollableHeight: () => doc.documentElement.scrollHeight - win.innerHeight,
    onVisible(selector, listener) {
      let target: Element | null = null;
      try {
        target = doc.querySelector(selector);
      } catch {
        return () => {}; // an invalid selector never matches (W-POPUP-43)
      }
      if (!target) return () => {};
      const observer = new IntersectionObserver((entries) => {
        if (entries.some((entry) => entry.isIntersecting)) listener();
      });
      observer.observe(target);
      return () => observer.disconnect();
    },
    onBodyClick(listener) {
      doc.body.addEventListener("click", listener);
      return () => doc.body.removeEventListener("click", listener);
    },
    onActivity(listener) {
      const offs = [listen(win, "keydown", listener), listen(win, "mousemove", listener)];
      return () => {
        for (const off of offs) off();
      };
    },
    onPointerLeave(listener) {
      const onOut = (event: MouseEvent) => {
        if (!event.relatedTarget) listener(event.clientY);
      };
      doc.addEventListener("mouseout", onOut);
      return () => doc.removeEventListener("mouseout", onOut);
    },
    adblockBaitBlocked() {
      const bait = doc.querySelector<HTMLElement>(`div.${ADBLOCK_BAIT_CLASS}[data-vitrine-bait]`);
      if (!bait?.isConnected) return true;
      const style = win.getComputedStyle(bait);
      const blocked = bait.offsetHeight === 0 || style.display === "none" || style.visibility === "hidden";
      bait.remove();
      return blocked;
    },
  };
}

/** The bait an ad blocker hides, placed when an adblock-detection trigger arms. */
function placeAdblockBait(doc: Document) {
  if (doc.querySelector(`div.${ADBLOCK_BAIT_CLASS}[data-vitrine-bait]`)) return;
  const bait = doc.createElement("div");
  bait.className = `${ADBLOCK_BAIT_CLASS} adsbox ad-banner`;
  bait.dataset.vitrineBait = "";
  bait.setAttribute("aria-hidden", "true");
  bait.style.cssText = "position:absolute;left:-9999px;top:0;width:1px;height:1px;";
  bait.innerHTML = "&nbsp;";
  doc.body.append(bait);
}

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

function firstFocusable(element: HTMLElement): HTMLElement | null {
  const candidates = [...element.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (candidate) => !candidate.closest("[hidden]") && candidate.getClientRects().length > 0,
  );
  return (
    candidates.find((candidate) => !candidate.classList.contains("dialog-close-button")) ??
    candidates[0] ??
    null
  );
}

let scrollLocks = 0;

function createController(
  element: HTMLElement,
  config: PopupConfig,
  win: Window,
  runtime: BuilderRuntime,
): Controller {
  const doc = win.document;
  const content = element.querySelector<HTMLElement>(".dialog-widget-content");
  const closeButton = element.querySelector<HTMLElement>(".dialog-close-button");
  let open = false;
  let closing: (() => void) | null = null;
  let stopTimers: () => void = () => {};
  let returnFocusTo: HTMLElement | null = null;
  let trap: FocusTrap | null = null;
  let trapStart: ReturnType<typeof setTimeout> | null = null;
  let lockedScroll = false;
  const animationClasses = (name: string) =>
    name && !runtime.reducedMotion() ? ["animated", ...name.split(/\s+/)] : [];

  const onKeydown = (event: KeyboardEvent) => {
    if (event.key === "Escape" && !config.prevent_close_on_esc_key) controller.close();
  };
  const onBackgroundClick = (event: MouseEvent) => {
    if (event.target === element && !config.prevent_close_on_background_click) controller.close();
  };
  closeButton?.addEventListener("click", () => controller.close());
  element.addEventListener("click", onBackgroundClick);

  const controller: Controller = {
    config,
    element,
    isOpen: () => open,
    open(how) {
      if (open) return;
      if (how === "trigger") {
        const stores = started?.stores;
        if (!stores) return;
        try {
          if (
            !mayOpen({
              disabled: isDisabled(config.id, stores),
              avoidMultiple: config.avoid_multiple_popups,
              popped,
            })
          )
            return;
        } catch {
          return;
        }
      }
      closing?.();
      closing = null;
      open = true;
      popped = true;
      returnFocusTo = doc.activeElement instanceof HTMLElement ? doc.activeElement : null;
      element.classList.remove("vitrine-popup--closing");
      content?.classList.remove("reverse", ...animationClasses(config.exit_animation));
      content?.classList.add(...animationClasses(config.entrance_animation));
      element.hidden = false;
      if (config.prevent_scroll) {
        lockedScroll = true;
        scrollLocks += 1;
        doc.documentElement.classList.add("vitrine-popup-scroll-locked");
      }
      doc.addEventListener("keydown", onKeydown);
      if (config.a11y_navigation) {
        // Finding what can take focus is tens of ms of a slow phone's main thread: the dialog shows in this
        // task and the trap starts in the next, so neither is a long task (issue 18: blocking time).
        trapStart = setTimeout(() => {
          trapStart = null;
          if (!open) return;
          trap = createFocusTrap(element, {
            initialFocus: false,
            escapeDeactivates: false,
            allowOutsideClick: true,
            returnFocusOnDeactivate: false,
            fallbackFocus: element,
            tabbableOptions: { displayCheck: "none" },
          });
          trap.activate();
        }, 0);
      }
      try {
        if (started?.stores) recordImpression(config.id, config.timing, started.stores, "open");
      } catch {
        // Storage failing while open changes nothing on screen.
      }
      element.dispatchEvent(
        new CustomEvent("vitrine:popup:show", { bubbles: true, detail: { id: config.id } }),
      );
      stopTimers = startOpenTimers(config, {
        focusInside: () => (firstFocusable(element) ?? element).focus(),
        showCloseButton: () => {
          if (closeButton) closeButton.hidden = false;
        },
        closeAutomatically: () => controller.close(),
      });
    },
    close(options = {}) {
      if (!open) return;
      open = false;
      stopTimers();
      doc.removeEventListener("keydown", onKeydown);
      if (trapStart !== null) clearTimeout(trapStart);
      trapStart = null;
      trap?.deactivate();
      trap = null;
      try {
        if (started?.stores) {
          recordImpression(config.id, config.timing, started.stores, "close");
          if (options.doNotShowAgain) disableForGood(config.id, started.stores);
        }
      } catch {
        // As above.
      }
      content?.classList.remove(...animationClasses(config.entrance_animation));
      if (config.exit_animation)
        content?.classList.add(...animationClasses(config.exit_animation), "reverse");
      if (!runtime.reducedMotion()) element.classList.add("vitrine-popup--closing");
      closing = finishClosing(runtime.reducedMotion(), () => {
        closing = null;
        element.hidden = true;
        element.classList.remove("vitrine-popup--closing");
        if (config.close_button_delay > 0 && closeButton) closeButton.hidden = true;
        element.dispatchEvent(
          new CustomEvent("vitrine:popup:hide", { bubbles: true, detail: { id: config.id } }),
        );
      });
      if (lockedScroll) {
        lockedScroll = false;
        scrollLocks -= 1;
        if (scrollLocks === 0) doc.documentElement.classList.remove("vitrine-popup-scroll-locked");
      }
      const target = returnFocusTo;
      returnFocusTo = null;
      if (target?.isConnected) setTimeout(() => target.focus(), FOCUS_DELAY_MS);
    },
  };
  return controller;
}

function isPopupConfig(value: unknown): value is PopupConfig {
  return (
    typeof value === "object" &&
    value !== null &&
    typeof (value as PopupConfig).id === "number" &&
    typeof (value as PopupConfig).triggers === "object" &&
    typeof (value as PopupConfig).timing === "object"
  );
}

const popupModule: WidgetModule = {
  mount(element, settings, runtime) {
    if (!isPopupConfig(settings)) return undefined;
    const win = element.ownerDocument.defaultView ?? window;
    const state = start(win, runtime);
    const controller = createController(element, settings, win, runtime);
    controllers.set(settings.id, controller);
    element.tabIndex = -1;

    const cleanups: (() => void)[] = [];
    if (settings.open_selector) {
      const onClick = (event: MouseEvent) => {
        let match: Element | null = null;
        try {
          match = (event.target as Element | null)?.closest?.(settings.open_selector) ?? null;
        } catch {
          return; // an invalid selector never matches (W-POPUP-43)
        }
        if (!match || element.contains(match)) return;
        event.preventDefault();
        controller.open("request");
      };
      win.document.addEventListener("click", onClick);
      cleanups.push(() => win.document.removeEventListener("click", onClick));
    }

    if (state.stores) {
      let failing: string[];
      try {
        failing = failingTimingRules(
          settings.id,
          settings.timing,
          snapshot(win, state.context),
          state.stores,
          settings.schedule_bounds,
        );
      } catch {
        failing = ["storage"];
      }
      element.dataset.vitrinePopupTiming = failing.length === 0 ? "pass" : failing.join(" ");
      if (failing.length === 0) {
        if (settings.triggers.adblock_detection) placeAdblockBait(win.document);
        const disarm = armTriggers(settings.triggers, domTriggerEnvironment(win), (trigger) => {
          element.dataset.vitrinePopupTrigger = trigger;
          controller.open("trigger");
        });
        cleanups.push(disarm);
      }
    }
    return () => {
      for (const cleanup of cleanups) cleanup();
      controller.close();
      controllers.delete(settings.id);
    };
  },
};

export default popupModule;

import { MEGAMENU_CONTENT_ROUTE } from "../../../../protocol/elementskit.ts";
import { wrappedFocusIndex } from "../../../lib/focus-cycle.ts";
import { STICKY_CHANGE_EVENT } from "../../extensions/sticky/events.ts";
import type { WidgetModule } from "../../runtime/types.ts";
import {
  CLOSE_ON_ANCHOR_DELAY_MS,
  isOffCanvas,
  type MenuLayout,
  menuHashTarget,
  menuKeyAction,
  siblingIndex,
} from "./ekit-nav-menu.rules.ts";
import { smoothScrollTo } from "./smooth-scroll.ts";

const OPEN = "elementskit-dropdown-open";
const DISMISSED = "ekit-dropdown-dismissed";
const FOCUSABLE = "a[href], button:not([disabled]), input:not([disabled]), [tabindex]:not([tabindex='-1'])";
const REST_BASE = "/wp-json";

/** Mega menu contents fetched in this page, by menu item id (W-MENU-18: fetched once, then cached). */
const megaMenuCache = new Map<string, Promise<string | null>>();

function fetchMegaMenu(id: string): Promise<string | null> {
  let pending = megaMenuCache.get(id);
  if (!pending) {
    pending = fetch(`${REST_BASE}${MEGAMENU_CONTENT_ROUTE}?id=${encodeURIComponent(id)}`, {
      headers: { Accept: "text/html" },
    })
      .then((response) => (response.ok ? response.text() : null))
      .catch(() => null);
    megaMenuCache.set(id, pending);
  }
  return pending;
}

/**
 * ElementsKit's nav menu in the browser (W-MENU-01..19): the off-canvas panel below the break point (or always
 * for flyout) with its toggle, overlay, focus kept inside and returned to the toggle; submenus by click and
 * keyboard; click-mode dropdowns closed on outside click, on resize below the break point and when the sticky
 * header sticks or releases; `#` links scroll smoothly over 800 ms and close the menu; mega menus fetched on
 * hover or click.
 */
const module: WidgetModule = {
  mount(element, _settings, runtime) {
    const nav = element.querySelector<HTMLElement>(".ekit-wid-con");
    const container = nav?.querySelector<HTMLElement>(".elementskit-menu-container");
    const hamburger = nav?.querySelector<HTMLButtonElement>(".elementskit-menu-hamburger");
    const overlay = nav?.querySelector<HTMLElement>(".elementskit-menu-overlay");
    if (!nav || !container || !hamburger || !overlay) return undefined;
    const win = window;
    const doc = nav.ownerDocument;
    const layout = (nav.dataset.layout ?? "horizontal") as MenuLayout;
    const breakPoint = Number(nav.dataset.responsiveBreakpoint ?? "1024");
    const clickMode = container.classList.contains("ekit-nav-dropdown-click");
    const closeOnAnchorDelay = nav.dataset.closeOnAnchor === "yes" ? CLOSE_ON_ANCHOR_DELAY_MS : 0;
    const push = container.classList.contains("ekit-flyout-push");
    const fromRight = container.classList.contains("ekit-flyout-right");
    const cleanups: (() => void)[] = [];
    const listen = <K extends keyof HTMLElementEventMap>(
      target: EventTarget,
      type: K | string,
      handler: (event: HTMLElementEventMap[K]) => void,
      options?: AddEventListenerOptions,
    ) => {
      target.addEventListener(type, handler as EventListener, options);
      cleanups.push(() => target.removeEventListener(type, handler as EventListener, options));
    };

    nav.classList.add("ekit-js");
    let offCanvas = false;
    let panelOpen = false;

    // Submenus.
    const itemsWithSubmenu = () => [...nav.querySelectorAll<HTMLLIElement>("li.elementskit-dropdown-has")];
    const toggleOf = (item: Element) =>
      item.querySelector<HTMLButtonElement>(":scope > .ekit-submenu-toggle");
    const setSubmenu = (item: HTMLLIElement, open: boolean) => {
      item.classList.toggle(OPEN, open);
      item.classList.toggle(DISMISSED, !open && !offCanvas && layout !== "expandible");
      toggleOf(item)?.setAttribute("aria-expanded", String(open));
      if (open) {
        // One open submenu per level.
        for (const sibling of item.parentElement?.children ?? [])
          if (sibling !== item && sibling instanceof HTMLLIElement && sibling.classList.contains(OPEN))
            setSubmenu(sibling, false);
        loadMegaMenu(item);
      } else {
        for (const child of item.querySelectorAll<HTMLLIElement>(`li.${OPEN}`)) setSubmenu(child, false);
      }
    };
    const closeAllSubmenus = () => {
      for (const item of itemsWithSubmenu()) if (item.classList.contains(OPEN)) setSubmenu(item, false);
    };

    const loadMegaMenu = (item: HTMLLIElement) => {
      const id = item.dataset.megamenuId;
      const panel = item.querySelector<HTMLElement>(":scope > .elementskit-megamenu-panel");
      if (!id || !panel || panel.dataset.megamenuState !== "fallback") return;
      panel.dataset.megamenuState = "loading";
      void fetchMegaMenu(id).then((html) => {
        if (html && html.trim() !== "") {
          // The server's rendering of a published section document, sanitised there (decision 019).
          panel.innerHTML = html;
          panel.dataset.megamenuState = "loaded";
        } else panel.dataset.megamenuState = "fallback";
        runtime.debug(`mega menu ${id}: ${panel.dataset.megamenuState}`);
      });
    };
    for (const item of itemsWithSubmenu()) {
      if (!item.dataset.megamenuId) continue;
      listen(item, "mouseenter", () => loadMegaMenu(item));
      listen(item, "focusin", () => loadMegaMenu(item));
    }

    // The off-canvas panel.
    const togglers = [...nav.querySelectorAll<HTMLElement>(".elementskit-menu-toggler")];
    const setPanel = (open: boolean, returnFocus = true) => {
      if (open === panelOpen) return;
      panelOpen = open;
      container.classList.toggle("active", open);
      overlay.classList.toggle("active", open);
      hamburger.classList.toggle("active", open);
      hamburger.setAttribute("aria-expanded", String(open));
      if (push) pushPage(open);
      if (open) {
        const first = container.querySelector<HTMLElement>(".elementskit-navbar-nav a[href]");
        win.setTimeout(() => first?.focus(), 0);
      } else {
        closeAllSubmenus();
        if (returnFocus && container.contains(doc.activeElement)) hamburger.focus();
      }
    };
    /**
     * Push style: the page body moves aside by the panel's width. `left` on the body rather than a transform, so
     * the fixed panel (inside the page) stays fixed to the window.
     */
    const pushPage = (open: boolean) => {
      const body = doc.body;
      if (!open) {
        body.style.removeProperty("left");
        return;
      }
      const distance = container.getBoundingClientRect().width;
      body.classList.add("ekit-flyout-pushed");
      body.style.left = `${fromRight ? -distance : distance}px`;
    };
    for (const toggler of togglers)
      listen(toggler, "click", () => {
        if (toggler === hamburger) setPanel(!panelOpen);
        else setPanel(false);
      });

    const applyMode = () => {
      const next = isOffCanvas(layout, breakPoint, win.innerWidth);
      if (next === offCanvas) return;
      offCanvas = next;
      nav.classList.toggle("ekit-offcanvas", next);
      if (!next) setPanel(false, false);
      // Crossing the break point closes dropdowns opened by click.
      closeAllSubmenus();
    };
    let resizeFrame = 0;
    listen(win, "resize", () => {
      if (!resizeFrame)
        resizeFrame = win.requestAnimationFrame(() => {
          resizeFrame = 0;
          applyMode();
        });
    });
    applyMode();

    // Clicks inside the menu: submenu buttons, item text in "text" click area, `#` links.
    listen(nav, "click", (event: MouseEvent) => {
      const target = event.target as Element;
      const toggle = target.closest<HTMLButtonElement>(".ekit-submenu-toggle");
      if (toggle) {
        const item = toggle.closest<HTMLLIElement>("li");
        if (item) setSubmenu(item, !item.classList.contains(OPEN));
        return;
      }
      const link = target.closest<HTMLAnchorElement>("a[href]");
      if (!link) return;
      const item = link.closest<HTMLLIElement>("li.elementskit-dropdown-has");
      const textOpens = nav.querySelector(".submenu-click-on-text") !== null;
      if (
        item &&
        link.parentElement === item &&
        (textOpens || link.getAttribute("href") === "#") &&
        (offCanvas || clickMode)
      ) {
        event.preventDefault();
        setSubmenu(item, !item.classList.contains(OPEN));
        return;
      }
      const id = menuHashTarget(link.getAttribute("href") ?? "", win.location);
      const destination = id ? doc.getElementById(id) : null;
      if (!destination) return;
      event.preventDefault();
      smoothScrollTo(destination, runtime);
      win.history.pushState(null, "", `#${id}`);
      const close = () => {
        closeAllSubmenus();
        setPanel(false, false);
      };
      if (closeOnAnchorDelay) win.setTimeout(close, closeOnAnchorDelay);
      else close();
    });

    // Keyboard (W-MENU-13): arrows move between items and into submenus, Escape closes, Tab stays in the panel.
    listen(nav, "keydown", (event: KeyboardEvent) => {
      const target = event.target as HTMLElement;
      if (event.key === "Tab" && panelOpen) {
        const focusables = [...container.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
          (candidate) => candidate.getClientRects().length > 0,
        );
        const next = wrappedFocusIndex(focusables.indexOf(target), focusables.length, event.shiftKey);
        if (next !== null) {
          event.preventDefault();
          focusables[next]?.focus();
        }
        return;
      }
      const item = target.closest<HTMLLIElement>("li");
      if (!item || !container.contains(item)) {
        if (event.key === "Escape" && panelOpen) setPanel(false);
        return;
      }
      const topLevel = item.parentElement?.classList.contains("elementskit-navbar-nav") ?? false;
      const horizontal = !offCanvas && (layout === "horizontal" || layout === "flyout");
      const action = menuKeyAction(event.key, {
        onToggle: target.classList.contains("ekit-submenu-toggle"),
        hasSubmenu: item.classList.contains("elementskit-dropdown-has"),
        open: item.classList.contains(OPEN),
        topLevel,
        horizontal,
      });
      if (action === null || action === "toggle") return;
      event.preventDefault();
      if (action === "open-first") {
        setSubmenu(item, true);
        item
          .querySelector<HTMLElement>(":scope > ul a[href], :scope > .elementskit-megamenu-panel a[href]")
          ?.focus();
        return;
      }
      if (action === "close") {
        const openHere = item.classList.contains(OPEN)
          ? item
          : item.parentElement?.closest<HTMLLIElement>(`li.${OPEN}`);
        if (openHere) {
          setSubmenu(openHere, false);
          (toggleOf(openHere) ?? openHere.querySelector<HTMLElement>(":scope > a"))?.focus();
        } else if (panelOpen) setPanel(false);
        else {
          // A hover or focus dropdown: dismiss it (WCAG 1.4.13) until the pointer or focus leaves.
          const parentItem = item.parentElement?.closest<HTMLLIElement>("li.elementskit-dropdown-has");
          if (parentItem) {
            parentItem.classList.add(DISMISSED);
            (toggleOf(parentItem) ?? parentItem.querySelector<HTMLElement>(":scope > a"))?.focus();
          } else item.classList.add(DISMISSED);
        }
        return;
      }
      const siblings = [...(item.parentElement?.children ?? [])].filter(
        (sibling): sibling is HTMLLIElement => sibling instanceof HTMLLIElement,
      );
      const next = siblings[siblingIndex(siblings.indexOf(item), siblings.length, action)];
      next?.querySelector<HTMLElement>(":scope > a")?.focus();
    });
    // Dismissal lasts until the pointer or focus leaves the item.
    for (const item of itemsWithSubmenu()) {
      listen(item, "mouseleave", () => item.classList.remove(DISMISSED));
      listen(item, "focusout", (event: FocusEvent) => {
        if (!item.contains(event.relatedTarget as Node | null)) {
          item.classList.remove(DISMISSED);
          if (!offCanvas && !clickMode && layout !== "expandible" && item.classList.contains(OPEN))
            setSubmenu(item, false);
        }
      });
    }

    // Click-mode dropdowns close on outside click and when the sticky header sticks or releases.
    listen(doc, "click", (event: MouseEvent) => {
      if (!nav.contains(event.target as Node) && !offCanvas && layout !== "expandible") closeAllSubmenus();
    });
    listen(doc, STICKY_CHANGE_EVENT, () => {
      if (!offCanvas && layout !== "expandible") closeAllSubmenus();
    });
    listen(doc, "keydown", (event: KeyboardEvent) => {
      if (event.key === "Escape" && panelOpen && !nav.contains(event.target as Node)) setPanel(false);
    });

    return () => {
      setPanel(false, false);
      if (push) doc.body.classList.remove("ekit-flyout-pushed");
      for (const cleanup of cleanups) cleanup();
      if (resizeFrame) win.cancelAnimationFrame(resizeFrame);
      nav.classList.remove("ekit-js", "ekit-offcanvas");
    };
  },
};

export default module;

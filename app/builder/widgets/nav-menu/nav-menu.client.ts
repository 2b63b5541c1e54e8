import { STICKY_CHANGE_EVENT } from "../../extensions/sticky/events.ts";
import type { WidgetModule } from "../../runtime/types.ts";
import { menuHashTarget, menuKeyAction, siblingIndex } from "../ekit-nav-menu/ekit-nav-menu.rules.ts";
import { smoothScrollTo } from "../ekit-nav-menu/smooth-scroll.ts";
import { isFolded } from "./nav-menu.rules.ts";

const OPEN = "sub-menu-open";
const DISMISSED = "sub-menu-dismissed";
const FOLDED = "vitrine-nav-folded";
const MENU_OPEN = "vitrine-nav-open";

/**
 * Elementor Pro's nav menu in the browser, on the nav menus' shared rules (W-MENU-06..15): folded behind its
 * toggle at its break point (the toggle active with the close icon while open), submenus by their buttons and
 * the keyboard (arrows, Home/End, Escape), open submenus closed by an outside click and when the sticky header
 * sticks or releases, `#` links scrolling smoothly over 800 ms and closing the menu.
 */
const navMenu: WidgetModule = {
  mount(element, _settings, runtime) {
    const nav = element.querySelector<HTMLElement>(".elementor-nav-menu--main");
    const toggle = element.querySelector<HTMLButtonElement>(".elementor-menu-toggle");
    if (!nav) return undefined;
    const win = window;
    const doc = element.ownerDocument;
    const layout = (nav.dataset.layout ?? "horizontal") as "horizontal" | "vertical" | "dropdown";
    const breakPoint = nav.dataset.breakPoint ? Number(nav.dataset.breakPoint) : null;
    const cleanups: (() => void)[] = [];
    const on = <E extends Event>(target: EventTarget, type: string, handler: (event: E) => void) => {
      target.addEventListener(type, handler as EventListener);
      cleanups.push(() => target.removeEventListener(type, handler as EventListener));
    };
    element.classList.add("vitrine-nav-js");
    let folded = false;
    let menuOpen = false;

    const arrowOf = (item: Element) => item.querySelector<HTMLButtonElement>(":scope > .sub-arrow");
    const setSubmenu = (item: HTMLLIElement, open: boolean) => {
      item.classList.toggle(OPEN, open);
      item.classList.toggle(DISMISSED, !open && !folded);
      arrowOf(item)?.setAttribute("aria-expanded", String(open));
      if (open) {
        for (const sibling of item.parentElement?.children ?? [])
          if (sibling !== item && sibling instanceof HTMLLIElement && sibling.classList.contains(OPEN))
            setSubmenu(sibling, false);
      } else for (const child of item.querySelectorAll<HTMLLIElement>(`li.${OPEN}`)) setSubmenu(child, false);
    };
    const closeSubmenus = () => {
      for (const item of nav.querySelectorAll<HTMLLIElement>(`li.${OPEN}`)) setSubmenu(item, false);
    };
    const setMenu = (open: boolean, returnFocus = true) => {
      if (!toggle || open === menuOpen) return;
      menuOpen = open;
      element.classList.toggle(MENU_OPEN, open);
      toggle.classList.toggle("elementor-active", open);
      toggle.setAttribute("aria-expanded", String(open));
      if (!open) {
        closeSubmenus();
        if (returnFocus && nav.contains(doc.activeElement)) toggle.focus();
      }
    };
    const applyMode = () => {
      const next = toggle !== null && isFolded(layout, breakPoint, win.innerWidth);
      if (next === folded) return;
      folded = next;
      element.classList.toggle(FOLDED, next);
      if (!next) setMenu(false, false);
      closeSubmenus();
    };
    let frame = 0;
    on(win, "resize", () => {
      if (!frame)
        frame = win.requestAnimationFrame(() => {
          frame = 0;
          applyMode();
        });
    });
    applyMode();

    if (toggle) on(toggle, "click", () => setMenu(!menuOpen));
    on<MouseEvent>(nav, "click", (event) => {
      const target = event.target as Element;
      const arrow = target.closest<HTMLButtonElement>(".sub-arrow");
      if (arrow) {
        const item = arrow.closest<HTMLLIElement>("li");
        if (item) setSubmenu(item, !item.classList.contains(OPEN));
        return;
      }
      const link = target.closest<HTMLAnchorElement>("a[href]");
      if (!link) return;
      const id = menuHashTarget(link.getAttribute("href") ?? "", win.location);
      const destination = id ? doc.getElementById(id) : null;
      if (!destination) return;
      event.preventDefault();
      smoothScrollTo(destination, runtime);
      win.history.pushState(null, "", `#${id}`);
      closeSubmenus();
      setMenu(false, false);
    });
    on<KeyboardEvent>(nav, "keydown", (event) => {
      const target = event.target as HTMLElement;
      const item = target.closest<HTMLLIElement>("li");
      if (!item) return;
      const topLevel = item.parentElement?.classList.contains("elementor-nav-menu") ?? false;
      const action = menuKeyAction(event.key, {
        onToggle: target.classList.contains("sub-arrow"),
        hasSubmenu: item.classList.contains("menu-item-has-children"),
        open: item.classList.contains(OPEN),
        topLevel,
        horizontal: !folded && layout === "horizontal",
      });
      if (action === null || action === "toggle") return;
      event.preventDefault();
      if (action === "open-first") {
        setSubmenu(item, true);
        item.querySelector<HTMLElement>(":scope > ul a[href]")?.focus();
        return;
      }
      if (action === "close") {
        const openHere = item.classList.contains(OPEN)
          ? item
          : item.parentElement?.closest<HTMLLIElement>(`li.${OPEN}`);
        if (openHere) {
          setSubmenu(openHere, false);
          (arrowOf(openHere) ?? openHere.querySelector<HTMLElement>(":scope > a"))?.focus();
        } else if (menuOpen) setMenu(false);
        else {
          // A hover or focus dropdown: dismissed (WCAG 1.4.13) until the pointer or focus leaves.
          const parent = item.parentElement?.closest<HTMLLIElement>("li.menu-item-has-children");
          if (parent) {
            parent.classList.add(DISMISSED);
            (arrowOf(parent) ?? parent.querySelector<HTMLElement>(":scope > a"))?.focus();
          }
        }
        return;
      }
      const siblings = [...(item.parentElement?.children ?? [])].filter(
        (sibling): sibling is HTMLLIElement => sibling instanceof HTMLLIElement,
      );
      siblings[siblingIndex(siblings.indexOf(item), siblings.length, action)]
        ?.querySelector<HTMLElement>(":scope > a")
        ?.focus();
    });
    for (const item of nav.querySelectorAll<HTMLLIElement>("li.menu-item-has-children")) {
      on(item, "mouseleave", () => item.classList.remove(DISMISSED));
      on<FocusEvent>(item, "focusout", (event) => {
        if (!item.contains(event.relatedTarget as Node | null)) {
          item.classList.remove(DISMISSED);
          if (!folded && item.classList.contains(OPEN)) setSubmenu(item, false);
        }
      });
    }
    on<MouseEvent>(doc, "click", (event) => {
      if (element.contains(event.target as Node)) return;
      if (!folded) closeSubmenus();
    });
    on<KeyboardEvent>(doc, "keydown", (event) => {
      if (event.key === "Escape" && menuOpen && !nav.contains(event.target as Node)) setMenu(false);
    });
    on(doc, STICKY_CHANGE_EVENT, () => {
      if (!folded) closeSubmenus();
    });
    return () => {
      setMenu(false, false);
      if (frame) win.cancelAnimationFrame(frame);
      for (const cleanup of cleanups) cleanup();
      element.classList.remove("vitrine-nav-js", FOLDED);
    };
  },
};

export default navMenu;

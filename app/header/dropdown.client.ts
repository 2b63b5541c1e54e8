import { nextSubmenuState, type SubmenuEvent, type SubmenuState } from "~/header/submenu-state.ts";

/**
 * The header menus' sub-menus (S-HEAD-01): `[data-header-menu="dropdown"]` menus (the desktop primary
 * menu, the account menu) open on hover (CSS), on keyboard focus and by their toggle, and close on
 * Escape (focus back to the toggle), on a click outside and once a link is chosen;
 * `[data-header-menu="accordion"]` menus (the off-canvas menu) open and close by their toggles only.
 * The state lives in the item's `data-submenu` attribute ("expanded" or "dismissed"), which React does
 * not render, so it survives React re-rendering the item's classes (current-menu-item) on navigation.
 */

const STATE_ATTRIBUTE = "data-submenu";
const MENU_SELECTOR = "[data-header-menu]";
const DROPDOWN_MENU_SELECTOR = '[data-header-menu="dropdown"]';

function toggleOf(item: HTMLElement): HTMLButtonElement | null {
  return item.querySelector<HTMLButtonElement>(":scope > .ast-menu-toggle");
}

function stateOf(item: HTMLElement): SubmenuState {
  const value = item.getAttribute(STATE_ATTRIBUTE);
  return { expanded: value === "expanded", dismissed: value === "dismissed" };
}

function dispatch(item: HTMLElement, event: SubmenuEvent): void {
  const next = nextSubmenuState(stateOf(item), event);
  const value = next.expanded ? "expanded" : next.dismissed ? "dismissed" : null;
  if (value) item.setAttribute(STATE_ATTRIBUTE, value);
  else item.removeAttribute(STATE_ATTRIBUTE);
  toggleOf(item)?.setAttribute("aria-expanded", String(next.expanded));
}

/** Items with a sub-menu toggle that hold `node`, innermost first, within its menu. */
function toggledItemsAround(node: Node | null): HTMLElement[] {
  const element = node instanceof Element ? node : (node?.parentElement ?? null);
  const menu = element?.closest(MENU_SELECTOR);
  const items: HTMLElement[] = [];
  for (let item = element?.closest("li") ?? null; item && menu?.contains(item); ) {
    if (item instanceof HTMLElement && toggleOf(item)) items.push(item);
    item = item.parentElement?.closest("li") ?? null;
  }
  return items;
}

function isInDropdownMenu(node: Node | null): boolean {
  const element = node instanceof Element ? node : (node?.parentElement ?? null);
  return element?.closest(DROPDOWN_MENU_SELECTOR) != null;
}

export function installHeaderDropdowns(doc: Document): () => void {
  const openItems = () => [
    ...doc.querySelectorAll<HTMLElement>(`${DROPDOWN_MENU_SELECTOR} li[${STATE_ATTRIBUTE}]`),
  ];

  const onClick = (event: MouseEvent) => {
    const target = event.target instanceof Element ? event.target : null;
    const toggle = target?.closest<HTMLButtonElement>(".ast-menu-toggle");
    const item = toggle?.parentElement;
    if (toggle && item?.closest(MENU_SELECTOR)) {
      const opening = !stateOf(item).expanded;
      // One open sub-menu per level: opening one closes its open siblings.
      if (opening)
        for (const sibling of item.parentElement?.children ?? [])
          if (sibling !== item && sibling instanceof HTMLElement && stateOf(sibling).expanded)
            dispatch(sibling, "outside-click");
      dispatch(item, "toggle");
      return;
    }
    const link = target?.closest("a[href]");
    if (link && isInDropdownMenu(link))
      for (const around of toggledItemsAround(link)) dispatch(around, "link-chosen");
  };

  const onFocusIn = (event: FocusEvent) => {
    const target = event.target instanceof HTMLElement ? event.target : null;
    if (!target || !isInDropdownMenu(target) || !target.matches(":focus-visible")) return;
    const from = event.relatedTarget instanceof Node ? event.relatedTarget : null;
    for (const item of toggledItemsAround(target))
      if (!from || !item.contains(from)) dispatch(item, "keyboard-focus-entered");
  };

  const onFocusOut = (event: FocusEvent) => {
    const target = event.target instanceof Node ? event.target : null;
    if (!isInDropdownMenu(target)) return;
    const to = event.relatedTarget instanceof Node ? event.relatedTarget : null;
    for (const item of toggledItemsAround(target))
      if (!to || !item.contains(to)) dispatch(item, "focus-left");
  };

  const onPointerOut = (event: PointerEvent) => {
    const target = event.target instanceof Node ? event.target : null;
    if (!isInDropdownMenu(target)) return;
    const to = event.relatedTarget instanceof Node ? event.relatedTarget : null;
    for (const item of toggledItemsAround(target))
      if ((!to || !item.contains(to)) && stateOf(item).dismissed) dispatch(item, "pointer-left");
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== "Escape" || event.defaultPrevented) return;
    const focused = doc.activeElement;
    const [open] = toggledItemsAround(focused).filter((item) => stateOf(item).expanded);
    if (open && isInDropdownMenu(open)) {
      dispatch(open, "escape");
      toggleOf(open)?.focus();
      return;
    }
    // Hover content must be dismissible too (WCAG 1.4.13): the innermost sub-menu under the pointer.
    const hovered = [...doc.querySelectorAll<HTMLElement>(`${DROPDOWN_MENU_SELECTOR} li:hover`)]
      .filter((item) => toggleOf(item))
      .at(-1);
    if (hovered) dispatch(hovered, "escape");
  };

  const onPointerDown = (event: PointerEvent) => {
    const target = event.target instanceof Node ? event.target : null;
    if (isInDropdownMenu(target)) return;
    for (const item of openItems()) dispatch(item, "outside-click");
  };

  doc.addEventListener("click", onClick);
  doc.addEventListener("focusin", onFocusIn);
  doc.addEventListener("focusout", onFocusOut);
  doc.addEventListener("pointerout", onPointerOut);
  doc.addEventListener("keydown", onKeyDown);
  doc.addEventListener("pointerdown", onPointerDown);
  return () => {
    doc.removeEventListener("click", onClick);
    doc.removeEventListener("focusin", onFocusIn);
    doc.removeEventListener("focusout", onFocusOut);
    doc.removeEventListener("pointerout", onPointerOut);
    doc.removeEventListener("keydown", onKeyDown);
    doc.removeEventListener("pointerdown", onPointerDown);
  };
}

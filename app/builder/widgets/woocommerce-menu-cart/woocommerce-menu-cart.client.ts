import { ITEMS_IN_CART_COOKIE } from "../../../../protocol/cookies.ts";
import { pageScript } from "../../../theme/page-script-state.ts";
import type { WidgetModule } from "../../runtime/types.ts";
import {
  cartHasItems,
  type MenuCartEvent,
  type MenuCartState,
  nextMenuCartState,
} from "./menu-cart.rules.ts";

interface MenuCartSettings {
  open_cart?: string;
  automatically_open_cart?: string;
}

/** Runs `then` once the page's cart script is live (it starts after hydration, maybe after this module). */
function whenPageScriptLive(doc: Document, then: () => void): () => void {
  if (pageScript()) {
    then();
    return () => {};
  }
  const observer = new MutationObserver(() => {
    if (!pageScript()) return;
    observer.disconnect();
    then();
  });
  observer.observe(doc.documentElement, { attributes: true, attributeFilter: ["data-vitrine-live"] });
  return () => observer.disconnect();
}

/**
 * The Menu Cart's toggle (W-MISC-22): the button opens and closes the cart panel instead of following its link;
 * the close button, Escape and a click outside close it. The shopper's count, subtotal and mini cart come from
 * WooCommerce's cart fragments: refreshed once on load when the cart holds items (the document HTML shows an
 * empty cart), then with every cart change like the header cart.
 */
const menuCart: WidgetModule = {
  mount(element, rawSettings) {
    const settings = (rawSettings ?? {}) as MenuCartSettings;
    const doc = element.ownerDocument;
    const button = element.querySelector<HTMLAnchorElement>(".elementor-menu-cart__toggle_button");
    const panel = element.querySelector<HTMLElement>(".elementor-menu-cart__container");
    if (!button || !panel) return undefined;
    const options = {
      openOn: settings.open_cart === "mouseover" ? ("mouseover" as const) : ("click" as const),
      openOnAdd: settings.automatically_open_cart === "yes",
    };
    let state: MenuCartState = "closed";
    const apply = (event: MenuCartEvent) => {
      const next = nextMenuCartState(state, event, options);
      if (next === state) return;
      state = next;
      const open = state === "open";
      panel.hidden = !open;
      element.classList.toggle("elementor-menu-cart--shown", open);
      button.setAttribute("aria-expanded", String(open));
      if (open) panel.querySelector<HTMLElement>(".elementor-menu-cart__close-button")?.focus();
      else if (event !== "outside-click" && element.contains(doc.activeElement ?? null)) button.focus();
    };

    const onButtonClick = (event: MouseEvent) => {
      event.preventDefault();
      apply("toggle");
    };
    const onPanelClick = (event: MouseEvent) => {
      const target = event.target instanceof Element ? event.target : null;
      if (target?.closest(".elementor-menu-cart__close-button")) apply("close");
      // The side cart's backdrop is the container itself, outside the panel.
      else if (target === panel) apply("outside-click");
    };
    const onDocumentClick = (event: MouseEvent) => {
      if (state === "open" && event.target instanceof Node && !element.contains(event.target))
        apply("outside-click");
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === "Escape" && state === "open") apply("escape");
    };
    const onHover = () => apply("hover");
    const onAdded = () => apply("added-to-cart");

    button.addEventListener("click", onButtonClick);
    panel.addEventListener("click", onPanelClick);
    doc.addEventListener("click", onDocumentClick);
    doc.addEventListener("keydown", onKeyDown);
    button.addEventListener("mouseenter", onHover);
    doc.body.addEventListener("added_to_cart", onAdded);
    const stopWaiting = cartHasItems(doc.cookie, ITEMS_IN_CART_COOKIE)
      ? whenPageScriptLive(doc, () => void pageScript()?.cart.refreshFragments())
      : () => {};

    return () => {
      stopWaiting();
      button.removeEventListener("click", onButtonClick);
      panel.removeEventListener("click", onPanelClick);
      doc.removeEventListener("click", onDocumentClick);
      doc.removeEventListener("keydown", onKeyDown);
      button.removeEventListener("mouseenter", onHover);
      doc.body.removeEventListener("added_to_cart", onAdded);
    };
  },
};
export default menuCart;

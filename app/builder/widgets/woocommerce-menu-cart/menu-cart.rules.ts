/**
 * The Menu Cart's two states (W-MISC-22): the cart panel is open or closed. The toggle button switches it; the
 * close button, Escape and a click outside close it; hovering opens it when the widget opens on mouseover; an
 * add to cart opens it when the widget is set to open automatically.
 */
export type MenuCartState = "open" | "closed";
export type MenuCartEvent = "toggle" | "close" | "escape" | "outside-click" | "hover" | "added-to-cart";

export interface MenuCartOptions {
  openOn: "click" | "mouseover";
  openOnAdd: boolean;
}

export function nextMenuCartState(
  state: MenuCartState,
  event: MenuCartEvent,
  options: MenuCartOptions,
): MenuCartState {
  switch (event) {
    case "toggle":
      return state === "open" ? "closed" : "open";
    case "close":
    case "escape":
    case "outside-click":
      return "closed";
    case "hover":
      return options.openOn === "mouseover" ? "open" : state;
    case "added-to-cart":
      return options.openOnAdd ? "open" : state;
  }
}

/** WooCommerce sets this cookie while the cart holds items: only then is there anything to fetch on load. */
export function cartHasItems(cookieHeader: string, cookieName: string): boolean {
  return cookieHeader.split(";").some((part) => {
    const [name, value] = part.trim().split("=");
    return name === cookieName && value !== undefined && value !== "" && value !== "0";
  });
}

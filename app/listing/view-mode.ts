/**
 * Grid or list layout of the shop listing (Astra's view triggers). The choice shows as a body class and is
 * remembered in localStorage, so it holds across pages and reloads. Pure: storage is passed in.
 */

export const SHOP_VIEWS = ["grid", "list"] as const;
export type ShopView = (typeof SHOP_VIEWS)[number];

export const SHOP_VIEW_STORAGE_KEY = "astra-shop-view";
export const DEFAULT_SHOP_VIEW: ShopView = "grid";

export const SHOP_VIEW_BODY_CLASSES: Record<ShopView, string> = {
  grid: "ast-woo-grid-view",
  list: "ast-woo-list-view",
};

export const SHOP_VIEW_LABELS: Record<ShopView, string> = {
  grid: "Grid view",
  list: "List view",
};

export function isShopView(value: unknown): value is ShopView {
  return typeof value === "string" && (SHOP_VIEWS as readonly string[]).includes(value);
}

/** A stored value, or the default when there is none or it is not a view. */
export function parseStoredShopView(value: string | null | undefined): ShopView {
  return isShopView(value) ? value : DEFAULT_SHOP_VIEW;
}

type ViewStorage = Pick<Storage, "getItem" | "setItem">;

/** The remembered view; storage may be missing or refuse access (private modes, disabled cookies). */
export function readShopView(storage: ViewStorage | null): ShopView {
  try {
    return parseStoredShopView(storage?.getItem(SHOP_VIEW_STORAGE_KEY));
  } catch {
    return DEFAULT_SHOP_VIEW;
  }
}

export function rememberShopView(storage: ViewStorage | null, view: ShopView): void {
  try {
    storage?.setItem(SHOP_VIEW_STORAGE_KEY, view);
  } catch {
    // Full or forbidden storage: the choice then lasts for this page only.
  }
}

/** The body class of a view, and the one of the other view that must go. */
export function shopViewBodyClasses(view: ShopView): { add: string; remove: string[] } {
  return {
    add: SHOP_VIEW_BODY_CLASSES[view],
    remove: SHOP_VIEWS.filter((other) => other !== view).map((other) => SHOP_VIEW_BODY_CLASSES[other]),
  };
}

/**
 * When the scroll-to-top button shows. WooCommerce pages use the shop's own rule (hidden below
 * 100 px of scroll); elsewhere the theme's button appears after 300 px. It fades over 300 ms.
 */
export const SHOP_SCROLL_TO_TOP_THRESHOLD_PX = 100;
export const THEME_SCROLL_TO_TOP_THRESHOLD_PX = 300;
export const SCROLL_TO_TOP_FADE_MS = 300;

/** Body classes of the shop pages (archive, single product, cart, checkout, account all carry `woocommerce-page`). */
const SHOP_PAGE_CLASSES = ["woocommerce", "woocommerce-page"];

export function isShopPage(bodyClasses: Iterable<string>): boolean {
  for (const name of bodyClasses) if (SHOP_PAGE_CLASSES.includes(name)) return true;
  return false;
}

export function scrollToTopThreshold(bodyClasses: Iterable<string>): number {
  return isShopPage(bodyClasses) ? SHOP_SCROLL_TO_TOP_THRESHOLD_PX : THEME_SCROLL_TO_TOP_THRESHOLD_PX;
}

/** The shop hides it *below* its threshold; the theme shows it *after* (past) its threshold. */
export function isScrollToTopVisible(scrollY: number, bodyClasses: Iterable<string>): boolean {
  return isShopPage(bodyClasses)
    ? scrollY >= SHOP_SCROLL_TO_TOP_THRESHOLD_PX
    : scrollY > THEME_SCROLL_TO_TOP_THRESHOLD_PX;
}

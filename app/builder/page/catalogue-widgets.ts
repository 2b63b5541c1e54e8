/**
 * Widgets whose output depends on the catalogue (products, prices, stock, sales) rather than on the document
 * alone. A document using one is rendered again, and its pages dropped from the page cache, whenever the
 * catalogue changes (decision 029); other documents change only with their own version.
 *
 * A widget that loads catalogue data and is not named by the pattern below adds its type here.
 */
export const CATALOGUE_WIDGET_TYPES: ReadonlySet<string> = new Set([
  "shortcode", // [products], [product_page], [add_to_cart] and friends
  "wp-widget-woocommerce_products",
  "wp-widget-woocommerce_top_rated_products",
  "wp-widget-woocommerce_recently_viewed_products",
  "wp-widget-woocommerce_product_categories",
]);

/**
 * Elementor Pro's WooCommerce widgets (`woocommerce-products`, `wc-archive-products`…) and the add-ons'
 * product grids and carousels (`uael-woo-products`, `elementskit-woo-product-carousel`…) all carry `woo` or
 * `product` in their type.
 */
const CATALOGUE_WIDGET_PATTERN = /(^|-)(woo|woocommerce|wc)(-|_|$)|product/;

export function loadsCatalogue(widgetType: string): boolean {
  return CATALOGUE_WIDGET_TYPES.has(widgetType) || CATALOGUE_WIDGET_PATTERN.test(widgetType);
}

export function documentLoadsCatalogue(widgetTypes: readonly string[]): boolean {
  return widgetTypes.some(loadsCatalogue);
}

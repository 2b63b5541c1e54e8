/**
 * Widget types whose rendered HTML holds catalogue data (product cards, prices, stock, add-to-cart forms). A
 * document's HTML is cached per document version (render-cache.server.ts), so a catalogue write (products, prices,
 * stock, images, categories; also a sale starting or ending) must invalidate every cached document that uses one
 * of these: tag the cache entry with `documentReadsCatalogue(rendered.widgetTypes)` and drop tagged entries on write.
 */
export const CATALOGUE_WIDGET_TYPES: readonly string[] = [
  "shortcode",
  "wc-add-to-cart",
  "woocommerce-products",
];

/** The widget types that load catalogue data (for the render cache's invalidation). */
export function catalogueWidgetTypes(): readonly string[] {
  return CATALOGUE_WIDGET_TYPES;
}

/** Whether a document rendered with these widget types shows catalogue data. */
export function documentReadsCatalogue(widgetTypes: readonly string[]): boolean {
  return widgetTypes.some((type) => CATALOGUE_WIDGET_TYPES.includes(type));
}

import { carouselCss } from "../../carousel/carousel-markup.tsx";
import { CAROUSEL_FRONTEND_SETTINGS } from "../../carousel/settings.ts";
import { defineWidget } from "../../widget.ts";
import { productsWidgetQuery } from "../woocommerce-products/products-query.rules.ts";
import { wooProductCarouselSettings } from "./settings.ts";
import { PRODUCT_CAROUSEL_DEFAULTS } from "./woo-product-carousel.rules.ts";
import { WooProductCarousel, type WooProductCarouselData } from "./woo-product-carousel.tsx";

/** Catalogue data in the cached HTML: `loadsCatalogue` (the `product` in its type) re-renders it on catalogue writes. */
export default defineWidget({
  types: ["elementskit-woo-product-carousel"],
  settings: wooProductCarouselSettings,
  Component: WooProductCarousel,
  async load(settings, services, context): Promise<WooProductCarouselData> {
    const { query, note } = productsWidgetQuery({ ...settings, columns: settings.posts_per_page, rows: 1 });
    if (note) context.report(note);
    return { products: await services.catalogue.products(query), currency: services.catalogue.currency() };
  },
  css(settings, style) {
    carouselCss(settings, style, PRODUCT_CAROUSEL_DEFAULTS);
  },
  frontendSettings: CAROUSEL_FRONTEND_SETTINGS,
  client: "woo-product-carousel",
});

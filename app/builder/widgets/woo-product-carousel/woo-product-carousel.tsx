import type { CurrencySettings } from "../../../../server/settings/settings.ts";
import type { ProductCardView } from "../../../../server/shop/catalogue/views.ts";
import { ProductCardMarkup } from "../../../listing/product-card-markup.tsx";
import { CarouselFrame, CarouselSlide } from "../../carousel/carousel-markup.tsx";
import type { WidgetProps } from "../../widget.ts";
import type { WooProductCarouselSettings } from "./settings.ts";

export interface WooProductCarouselData {
  products: ProductCardView[];
  currency: CurrencySettings;
}

/**
 * Vitrine's own product cards (WooCommerce's `li.product`, plain links, `?add-to-cart=` buttons the cart script
 * enhances) on the shared Swiper frame, one card per slide.
 */
export function WooProductCarousel({
  settings,
  data,
}: WidgetProps<WooProductCarouselSettings, WooProductCarouselData>) {
  if (data.products.length === 0) return null;
  return (
    <div className="woocommerce ekit-wc-product-carousel">
      <CarouselFrame
        className="ekit-wc-product-carousel__frame"
        label={String(settings.carousel_name) || "Products"}
        settings={settings}
      >
        {data.products.map((product, index) => (
          <CarouselSlide key={product.id} index={index} count={data.products.length}>
            <ul className="products">
              <ProductCardMarkup product={product} currency={data.currency} plainLinks />
            </ul>
          </CarouselSlide>
        ))}
      </CarouselFrame>
    </div>
  );
}

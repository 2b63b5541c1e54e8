import { idList } from "../../../../server/shop/catalogue/product-query.ts";
import { LOOP_ENTRY_SETTING } from "../../loop/loop-item.ts";
import type { LoopEntry } from "../../loop/loop-services.ts";
import { defineWidget } from "../../widget.ts";
import buttonWidget from "../button/widget.ts";
import { addToCartSettings } from "./settings.ts";
import { type AddToCartData, WcAddToCart } from "./wc-add-to-cart.tsx";

/** The product of the loop entry an element is rendered for (see app/builder/loop/), if any. */
function loopEntryProduct(value: unknown) {
  if (!value || typeof value !== "object" || !("product" in value)) return null;
  return (value as LoopEntry).product?.card ?? null;
}

/**
 * Elementor Pro's Custom Add To Cart button. Catalogue data (price, stock, type) is rendered into the cached
 * document HTML (see app/builder/page/catalogue-widgets.ts).
 */
export default defineWidget({
  types: ["wc-add-to-cart"],
  settings: addToCartSettings,
  Component: WcAddToCart,
  async load(settings, services, context): Promise<AddToCartData> {
    const [id] = idList(settings.product_id);
    const product = id === undefined ? null : await services.catalogue.product({ id });
    const loopProduct = id === undefined ? loopEntryProduct(settings[LOOP_ENTRY_SETTING]) : null;
    if (loopProduct) return { product: null, loopProduct };
    if (!product)
      context.report(
        settings.product_id
          ? `product ${settings.product_id} is not a published product; the button is not shown`
          : "no product chosen; the button is not shown",
      );
    return { product };
  },
  // The same look as the Button widget: alignment classes and its generated CSS.
  wrapperClasses: (settings) => buttonWidget.wrapperClasses?.(settings) ?? [],
  css(settings, style) {
    buttonWidget.css?.(settings, style);
  },
});

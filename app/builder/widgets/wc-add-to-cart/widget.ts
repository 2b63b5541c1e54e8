import { idList } from "../../../../server/shop/catalogue/product-query.ts";
import { LOOP_ENTRY_SETTING } from "../../loop/loop-item.ts";
import { defineWidget } from "../../widget.ts";
import buttonWidget from "../button/widget.ts";
import { addToCartSettings } from "./settings.ts";
import { type AddToCartData, WcAddToCart } from "./wc-add-to-cart.tsx";

/**
 * Elementor Pro's Custom Add To Cart button. Catalogue data (price, stock, type) is rendered into the cached
 * document HTML (see app/builder/shop/catalogue-widgets.ts).
 */
export default defineWidget({
  types: ["wc-add-to-cart"],
  settings: addToCartSettings,
  Component: WcAddToCart,
  async load(settings, services, context): Promise<AddToCartData> {
    // Inside a loop item the button is for the item's product (Elementor's dynamic product), else the chosen one.
    const [id] = loopProductId(settings) ?? idList(settings.product_id);
    const product = id === undefined ? null : await services.catalogue.product({ id });
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

/** The product of the loop entry this element is rendered for, when it sits in a product loop item. */
function loopProductId(settings: object): [number] | null {
  const entry = (settings as Record<string, unknown>)[LOOP_ENTRY_SETTING];
  if (!entry || typeof entry !== "object" || !("product" in entry) || !entry.product) return null;
  return "id" in entry && typeof entry.id === "number" ? [entry.id] : null;
}

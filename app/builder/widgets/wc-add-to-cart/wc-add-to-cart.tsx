import type { z } from "zod";
import type { ProductCardView, ProductDetailView } from "../../../../server/shop/catalogue/views.ts";
import { loopAddToCart } from "../../../listing/loop-add-to-cart.ts";
import { ElementorIcon } from "../../render/icon.tsx";
import type { WidgetProps } from "../../widget.ts";
import type { addToCartSettings } from "./settings.ts";

export interface AddToCartData {
  product: ProductDetailView | null;
  /** Inside a loop item without a chosen product: the entry's product (a link only, no quantity form). */
  loopProduct?: ProductCardView | null;
}

type Settings = z.output<typeof addToCartSettings>;

function ButtonContent({ settings, label }: { settings: Settings; label: string }) {
  const iconAfter = settings.icon_align === "right" || settings.icon_align === "row-reverse";
  const hasIcon = typeof settings.selected_icon.value === "object" || settings.selected_icon.value !== "";
  return (
    <span className="elementor-button-content-wrapper">
      {hasIcon ? (
        <span className={`elementor-button-icon elementor-align-icon-${iconAfter ? "right" : "left"}`}>
          <ElementorIcon icon={settings.selected_icon} />
        </span>
      ) : null}
      <span className="elementor-button-text">{label}</span>
    </span>
  );
}

/**
 * Elementor Pro's Custom Add To Cart: for a simple product that can be bought, the list's add-to-cart link
 * (`?add-to-cart=<id>`, enhanced by the page's cart script) in the button's look, or, with the quantity field, a
 * form posting to the product page as its own form does. Other products link to their page ("Select options").
 */
export function WcAddToCart({ settings, data }: WidgetProps<Settings, AddToCartData>) {
  const product = data.product ?? data.loopProduct ?? null;
  if (!product) return null;
  const button = loopAddToCart({ ...product, minQuantity: Math.max(product.minQuantity, settings.quantity) });
  const classes = (...extra: string[]) =>
    [
      "elementor-button",
      `elementor-size-${settings.size}`,
      settings.button_type ? `elementor-button-${settings.button_type}` : "",
      settings.hover_animation ? `elementor-animation-${settings.hover_animation}` : "",
      ...extra,
    ]
      .filter(Boolean)
      .join(" ");
  const id = settings.button_css_id || undefined;
  const canAdd = button.className.includes("ajax_add_to_cart");

  if (canAdd && settings.show_quantity && data.product) {
    const { min, max, step } = data.product.quantity;
    const layout = settings.layout ? ` elementor-add-to-cart--layout-${settings.layout}` : "";
    return (
      <div className={`elementor-add-to-cart elementor-product-${product.type}${layout}`}>
        <form
          className="cart"
          method="post"
          encType="multipart/form-data"
          action={`/product/${product.slug}/`}
        >
          <div className="quantity">
            <label className="screen-reader-text" htmlFor={`wc-add-to-cart-qty-${product.id}`}>
              {product.name} quantity
            </label>
            <input
              type="number"
              id={`wc-add-to-cart-qty-${product.id}`}
              className="input-text qty text"
              name="quantity"
              min={min}
              max={max ?? undefined}
              step={step}
              defaultValue={Math.max(min, settings.quantity)}
              inputMode="numeric"
            />
          </div>
          <button
            type="submit"
            name="add-to-cart"
            value={product.id}
            id={id}
            className={classes("single_add_to_cart_button", "button", "alt")}
          >
            <ButtonContent settings={settings} label={settings.text} />
          </button>
        </form>
      </div>
    );
  }
  return (
    <div className="elementor-button-wrapper">
      <a
        href={button.href}
        id={id}
        className={classes(
          "elementor-button-link",
          ...button.className.split(" ").filter((name) => name !== "button"),
        )}
        aria-label={button.ariaLabel}
        rel={button.rel}
        data-quantity={button.quantity}
        data-product_id={button.productId}
        data-product_sku={button.productSku}
      >
        <ButtonContent settings={settings} label={canAdd ? settings.text : button.text} />
      </a>
    </div>
  );
}

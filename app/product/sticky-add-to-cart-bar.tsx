import { type FormEvent, useEffect, useState } from "react";
import { isStickyBarActive } from "~/product/sticky-add-to-cart.ts";
import type { CurrencySettings } from "../../server/settings/settings.ts";
import type { ProductDetailView } from "../../server/shop/catalogue/views.ts";
import { Price } from "./price.tsx";
import { ProductImage } from "./product-image.tsx";

/**
 * Astra's sticky add-to-cart bar. A simple product adds straight from the bar
 * (the same ajax add as the page's form); other types scroll back to the
 * options. Without script it never shows: the page's own form is there.
 */
export function StickyAddToCart({
  product,
  currency,
  action,
  onAjaxSubmit,
}: {
  product: ProductDetailView;
  currency: CurrencySettings;
  action: string;
  onAjaxSubmit: (form: HTMLFormElement, event: FormEvent<HTMLFormElement>) => void;
}) {
  const [active, setActive] = useState(false);
  useEffect(() => {
    const update = () => {
      const button = document.querySelector(".summary form.cart .single_add_to_cart_button");
      setActive(isStickyBarActive(button ? button.getBoundingClientRect() : null));
    };
    update();
    window.addEventListener("scroll", update, { passive: true });
    window.addEventListener("resize", update);
    return () => {
      window.removeEventListener("scroll", update);
      window.removeEventListener("resize", update);
    };
  }, []);

  const simple = product.type === "simple" && product.price !== null && product.stockStatus !== "outofstock";
  return (
    <div
      className={`ast-sticky-add-to-cart top${active ? " is-active" : ""}`}
      aria-hidden={!active}
      inert={!active}
    >
      <div className="ast-container ast-sticky-add-to-cart-wrap">
        <div className="ast-sticky-add-to-cart-title-wrap">
          <ProductImage image={product.images[0] ? { ...product.images[0], alt: "" } : null} />
          <span className="ast-sticky-add-to-cart-title">{product.name}</span>
        </div>
        <div className="ast-sticky-add-to-cart-action-wrap">
          <Price price={product.price} currency={currency} />
          {simple ? (
            <form
              className="cart"
              method="post"
              encType="multipart/form-data"
              action={action}
              onSubmit={(event) => onAjaxSubmit(event.currentTarget, event)}
            >
              <input type="hidden" name="quantity" value={product.quantity.min} />
              <button
                type="submit"
                name="add-to-cart"
                value={product.id}
                className="single_add_to_cart_button button alt"
              >
                Add to cart
              </button>
            </form>
          ) : (
            <a className="button alt" href="#product-add-to-cart">
              Select options
            </a>
          )}
        </div>
      </div>
    </div>
  );
}

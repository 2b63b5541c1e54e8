import { formatMoney } from "~/lib/money.ts";
import type { CurrencySettings } from "../../server/settings/settings.ts";
import type { CartView } from "../../server/shop/cart/cart.server.ts";

export interface CartLinks {
  cartUrl: string;
  checkoutUrl: string;
  /** `_wpnonce` for the no-script remove links. */
  removeNonce: string;
  /**
   * `qtyNonce` for the steppers. It travels with the fragment because it is
   * bound to the session, which may only begin with the first add.
   */
  qtyNonce: string;
}

/**
 * The mini cart's contents, `div.widget_shopping_cart_content`. Rendered into
 * the page and, with the same markup, sent as a cart fragment after every change.
 */
export function MiniCartContent({
  cart,
  currency,
  links,
}: {
  cart: CartView;
  currency: CurrencySettings;
  links: CartLinks;
}) {
  if (cart.lines.length === 0) {
    return (
      <div className="widget_shopping_cart_content" data-qty-nonce={links.qtyNonce}>
        <p className="woocommerce-mini-cart__empty-message">No products in the cart.</p>
      </div>
    );
  }
  return (
    <div className="widget_shopping_cart_content" data-qty-nonce={links.qtyNonce}>
      <ul className="woocommerce-mini-cart cart_list product_list_widget">
        {cart.lines.map((line) => {
          const removeHref = `${links.cartUrl}?remove_item=${line.key}&_wpnonce=${links.removeNonce}`;
          const { min, max, step } = line.quantityRules;
          return (
            <li key={line.key} className="woocommerce-mini-cart-item mini_cart_item">
              <a
                href={removeHref}
                className="remove remove_from_cart_button"
                aria-label={`Remove “${line.name}” from cart`}
                data-product_id={line.productId}
                data-cart_item_key={line.key}
                data-product_sku={line.sku ?? ""}
              >
                ×
              </a>
              <a href={line.permalink} className="mini-cart-item__link">
                {line.image ? (
                  <img
                    src={line.image.src}
                    alt=""
                    width={line.image.width}
                    height={line.image.height}
                    loading="lazy"
                  />
                ) : null}
                {line.name}
              </a>
              <span className="quantity">
                {line.quantity} ×{" "}
                <span className="woocommerce-Price-amount amount">
                  {formatMoney(line.unitPrice, currency)}
                </span>
              </span>
              <div className="quantity ast-mini-cart-quantity">
                <label className="screen-reader-text" htmlFor={`mini-cart-qty-${line.key}`}>
                  Quantity of {line.name}
                </label>
                <button
                  type="button"
                  className="minus"
                  aria-label={`Decrease quantity of ${line.name}`}
                  hidden
                >
                  −
                </button>
                <input
                  id={`mini-cart-qty-${line.key}`}
                  type="number"
                  className="input-text qty text"
                  name={`cart[${line.key}][qty]`}
                  data-cart_item_key={line.key}
                  value={line.quantity}
                  min={min}
                  max={max ?? undefined}
                  step={step}
                  inputMode="numeric"
                  readOnly
                />
                <button
                  type="button"
                  className="plus"
                  aria-label={`Increase quantity of ${line.name}`}
                  hidden
                >
                  +
                </button>
              </div>
            </li>
          );
        })}
      </ul>
      <p className="woocommerce-mini-cart__total total">
        <strong>Subtotal:</strong>{" "}
        <span className="woocommerce-Price-amount amount">{formatMoney(cart.subtotal, currency)}</span>
      </p>
      <p className="woocommerce-mini-cart__buttons buttons">
        <a href={links.cartUrl} className="button wc-forward">
          View cart
        </a>
        <a href={links.checkoutUrl} className="button checkout wc-forward">
          Checkout
        </a>
      </p>
    </div>
  );
}

/** The header's cart link with count and total, `a.cart-container`. */
export function HeaderCartLink({
  cart,
  currency,
  cartUrl,
}: {
  cart: CartView;
  currency: CurrencySettings;
  cartUrl: string;
}) {
  const total = formatMoney(cart.subtotal, currency);
  const label = `Cart: ${cart.itemCount} ${cart.itemCount === 1 ? "item" : "items"}, ${total}`;
  return (
    <a className="cart-container" href={cartUrl}>
      <span className="screen-reader-text">{label}</span>
      <span className="ast-cart-menu-wrap" aria-hidden="true">
        <svg viewBox="0 0 24 24" width="22" height="22" focusable="false" aria-hidden="true">
          <path
            fill="currentColor"
            d="M7 18a2 2 0 1 0 0 4 2 2 0 0 0 0-4Zm10 0a2 2 0 1 0 0 4 2 2 0 0 0 0-4ZM5.2 4l.6 3H21l-2 8H7.3L4.4 2H1v2h2.8l2.7 12.5c.2.9 1 1.5 1.9 1.5H19v-2H8.5l-.2-1h11.2L22.5 5H6l-.8-3Z"
          />
        </svg>
        <span className="count">{cart.itemCount}</span>
      </span>
      <span className="ast-woo-header-cart-total" aria-hidden="true">
        {total}
      </span>
    </a>
  );
}

import { type FormEvent, useEffect, useRef, useState } from "react";
import { Form, useRevalidator, useSubmit } from "react-router";
import { type CouponNotice, readCouponNotice } from "~/cart/coupon-box-rules.ts";
import { formatMoney } from "~/lib/money.ts";
import type { Debouncer } from "~/lib/timers.ts";
import { ProductGrid } from "~/listing/product-card.tsx";
import { ProductImage } from "~/product/product-image.tsx";
import { QuantityInput } from "~/quantity/quantity-input.tsx";
import { createCartAutoUpdater } from "~/quantity/quantity-timing.ts";
import { CART_PATH, CHECKOUT_PATH, SHOP_PATH, WC_AJAX_URL_TEMPLATE } from "../../protocol/shop-urls.ts";
import { APPLY_COUPON_ENDPOINT, endpointUrl, REMOVE_COUPON_ENDPOINT } from "../../protocol/wc-ajax.ts";
import type { CurrencySettings } from "../../server/settings/settings.ts";
import type { CartPageData } from "../../server/shop/cart/cart-page.server.ts";
import type { CountryOption } from "../../server/shop/checkout/countries.ts";
import { CartTotalsTable } from "./cart-totals.tsx";
import { CouponBox } from "./coupon-box.tsx";

export interface CartPageProps {
  data: CartPageData;
  currency: CurrencySettings;
  countries: CountryOption[];
  /** A coupon code to fill the coupon field with (a coupon widget's "apply" link without script). */
  couponCode?: string;
}

async function postCouponCall(
  endpoint: string,
  fields: Record<string, string>,
): Promise<CouponNotice | null> {
  try {
    const response = await fetch(endpointUrl(WC_AJAX_URL_TEMPLATE, endpoint), {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded; charset=UTF-8" },
      body: new URLSearchParams(fields).toString(),
      credentials: "same-origin",
    });
    return readCouponNotice(await response.text());
  } catch {
    return {
      type: "error",
      messages: ["The coupon could not be sent. Please check your connection and try again."],
    };
  }
}

/** Messages of the coupon calls, shown in the cart's notices wrapper, a live region (S-CHK-20). */
function CartNotices({ notices }: { notices: CouponNotice[] }) {
  return (
    <div className="woocommerce-notices-wrapper" aria-live="polite">
      {notices.map((notice) =>
        notice.type === "error" ? (
          <ul key={notice.messages.join()} className="woocommerce-error" tabIndex={-1}>
            {notice.messages.map((message) => (
              <li key={message}>{message}</li>
            ))}
          </ul>
        ) : (
          <div key={notice.messages.join()} className="woocommerce-message" role="status" tabIndex={-1}>
            {notice.messages.join(" ")}
          </div>
        ),
      )}
    </div>
  );
}

export function CartPage({ data, currency, countries, couponCode = "" }: CartPageProps) {
  const { priced, crossSells, nonces } = data;
  const formRef = useRef<HTMLFormElement>(null);
  const updateButton = useRef<HTMLButtonElement>(null);
  const autoUpdate = useRef<Debouncer | null>(null);
  const [live, setLive] = useState(false);
  const [notices, setNotices] = useState<CouponNotice[]>(() =>
    data.messages.length > 0 ? [{ type: "error", messages: data.messages }] : [],
  );
  const submit = useSubmit();
  const revalidator = useRevalidator();

  useEffect(() => {
    setLive(true);
    autoUpdate.current = createCartAutoUpdater(globalThis);
    return () => autoUpdate.current?.cancel();
  }, []);

  if (priced.cart.lines.length === 0) {
    return (
      <div className="woocommerce">
        <CartNotices notices={notices} />
        <div className="wc-empty-cart-message">
          <p className="cart-empty woocommerce-info" role="status">
            Your cart is currently empty.
          </p>
        </div>
        <p className="return-to-shop">
          <a className="button wc-backward" href={SHOP_PATH}>
            Return to shop
          </a>
        </p>
      </div>
    );
  }

  /** Coupons go through the shop ajax calls when script runs; their notices land in the wrapper. */
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
    event.preventDefault();
    const form = event.currentTarget;
    if (submitter?.name === "apply_coupon") {
      const code = new FormData(form).get("coupon_code");
      void postCouponCall(APPLY_COUPON_ENDPOINT, {
        security: nonces.applyCoupon,
        coupon_code: String(code ?? ""),
      }).then((notice) => {
        setNotices(notice ? [notice] : []);
        revalidator.revalidate();
      });
      return;
    }
    autoUpdate.current?.cancel();
    setNotices([]);
    submit(submitter ?? form, { method: "post", action: CART_PATH, preventScrollReset: true });
  };

  const removeCoupon = (code: string) => (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void postCouponCall(REMOVE_COUPON_ENDPOINT, { security: nonces.removeCoupon, coupon: code }).then(
      (notice) => {
        setNotices(notice ? [notice] : []);
        revalidator.revalidate();
      },
    );
  };

  return (
    <div className="woocommerce vitrine-cart">
      <CartNotices notices={notices} />
      <div className="vitrine-cart__layout">
        <Form
          method="post"
          action={CART_PATH}
          className="woocommerce-cart-form"
          ref={formRef}
          onSubmit={onSubmit}
        >
          <input type="hidden" name="woocommerce-cart-nonce" value={nonces.cart} />
          <table className="shop_table shop_table_responsive cart woocommerce-cart-form__contents">
            <caption className="screen-reader-text">Items in your cart</caption>
            <thead>
              <tr>
                <th className="product-remove">
                  <span className="screen-reader-text">Remove item</span>
                </th>
                <th className="product-thumbnail">
                  <span className="screen-reader-text">Thumbnail image</span>
                </th>
                <th className="product-name">Product</th>
                <th className="product-price">Price</th>
                <th className="product-quantity">Quantity</th>
                <th className="product-subtotal">Subtotal</th>
              </tr>
            </thead>
            <tbody>
              {priced.cart.lines.map((line) => (
                <tr key={line.key} className="woocommerce-cart-form__cart-item cart_item">
                  <td className="product-remove">
                    <a
                      href={`${CART_PATH}?remove_item=${line.key}&_wpnonce=${nonces.removeItem}`}
                      className="remove"
                      aria-label={`Remove ${line.name} from cart`}
                      data-product_id={line.productId}
                      data-product_sku={line.sku ?? ""}
                    >
                      ×
                    </a>
                  </td>
                  <td className="product-thumbnail">
                    <ProductImage image={line.image} className="attachment-woocommerce_thumbnail" />
                  </td>
                  <td className="product-name" data-title="Product">
                    <a href={line.permalink}>{line.name}</a>
                  </td>
                  <td className="product-price" data-title="Price">
                    {formatMoney(line.unitPrice, currency)}
                  </td>
                  <td className="product-quantity" data-title="Quantity">
                    <QuantityInput
                      key={`${line.key}:${line.quantity}`}
                      id={`quantity_${line.key}`}
                      name={`cart[${line.key}][qty]`}
                      label={`${line.name} quantity`}
                      min={line.quantityRules.min > 1 ? line.quantityRules.min : 0}
                      max={line.quantityRules.max}
                      step={line.quantityRules.step}
                      defaultValue={line.quantity}
                      inCart
                      onValueChange={() =>
                        autoUpdate.current?.schedule(() => {
                          if (updateButton.current) formRef.current?.requestSubmit(updateButton.current);
                        })
                      }
                    />
                  </td>
                  <td className="product-subtotal" data-title="Subtotal">
                    {formatMoney(line.lineTotal, currency)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          {/* The no-script coupon field and update button; with script the row is never shown. */}
          <div className="actions vitrine-no-script-only">
            <div className="coupon" hidden={live}>
              <label htmlFor="coupon_code">Coupon:</label>
              <input
                type="text"
                name="coupon_code"
                className="input-text"
                id="coupon_code"
                autoComplete="off"
                defaultValue={couponCode}
              />
              <button type="submit" className="button" name="apply_coupon" value="Apply coupon">
                Apply coupon
              </button>
            </div>
            <button
              type="submit"
              className="button"
              name="update_cart"
              value="Update cart"
              ref={updateButton}
              hidden={live}
            >
              Update cart
            </button>
          </div>
        </Form>
        <div className="cart-collaterals">
          <div className="cart_totals">
            <h2>Cart totals</h2>
            <CouponBox
              form={formRef}
              id="ast-coupon-code"
              label="Coupon code"
              className="ast-cart-coupon"
              live={live}
            />
            <CartTotalsTable
              priced={priced}
              currency={currency}
              countries={countries}
              nonces={nonces}
              onRemoveCoupon={removeCoupon}
              live={live}
            />
            <div className="wc-proceed-to-checkout">
              <a href={CHECKOUT_PATH} className="checkout-button button alt wc-forward">
                Proceed to checkout
              </a>
            </div>
          </div>
        </div>
      </div>
      {crossSells.length > 0 ? (
        <section className="cross-sells" aria-labelledby="cross-sells-title">
          <h2 id="cross-sells-title">You may be interested in…</h2>
          <ProductGrid products={crossSells} currency={currency} />
        </section>
      ) : null}
    </div>
  );
}

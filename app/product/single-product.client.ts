/**
 * The product form's script enhancement (S-PROD-02..17): after the browser's own
 * validity check, the form goes to admin-ajax as multipart; the reply updates
 * the cart areas and the configured after-add behaviour follows. Without script
 * the same form posts to the product page.
 */
import type { FormEvent } from "react";
import type { AddToCartButtonState } from "~/cart/add-to-cart-button.ts";
import {
  afterSingleProductAdd,
  buildSingleProductForm,
  interpretSingleProductReply,
  SINGLE_PRODUCT_ADD_FAILED_MESSAGE,
  singleProductClick,
  singleProductId,
} from "~/product/single-product-add.ts";
import type { PageConfig } from "../../protocol/page-config.ts";
import type { CartClient } from "../cart/cart.client.ts";

export interface SingleProductSubmit {
  config: PageConfig;
  cart: CartClient;
  productType: string;
  setButtonState(state: AddToCartButtonState): void;
}

export function submitSingleProductForm(
  form: HTMLFormElement,
  event: FormEvent<HTMLFormElement>,
  options: SingleProductSubmit,
): void {
  const { config, cart } = options;
  const decision = singleProductClick({
    ajaxEnabled: config.astra?.single_product_ajax_add_to_cart ?? false,
    productType: options.productType,
    formIsValid: form.checkValidity(),
  });
  if (decision === "native") return;
  event.preventDefault();
  if (decision === "report-validity") {
    form.reportValidity();
    return;
  }
  const submitter = (event.nativeEvent as SubmitEvent).submitter;
  const entries = [...new FormData(form).entries()];
  const productId = singleProductId(submitter instanceof HTMLButtonElement ? submitter.value : null, entries);
  if (!productId) return;
  const body = new FormData();
  for (const [name, value] of buildSingleProductForm(entries, productId)) body.append(name, value);

  options.setButtonState("loading");
  const win = form.ownerDocument.defaultView ?? window;
  fetch(config.astra?.ajax_url ?? "/wp-admin/admin-ajax.php", {
    method: "POST",
    body,
    credentials: "same-origin",
  })
    .then(async (response) => interpretSingleProductReply(response.status, await response.text()))
    .catch(() => ({ kind: "failed" as const, message: SINGLE_PRODUCT_ADD_FAILED_MESSAGE }))
    .then((reply) => {
      if (reply.kind === "reload") {
        win.location.reload();
        return;
      }
      if (reply.kind === "failed") {
        options.setButtonState("idle");
        win.alert(reply.message);
        return;
      }
      cart.applyUpdate(reply);
      options.setButtonState("added");
      form.ownerDocument.body.dispatchEvent(new CustomEvent("wc_fragment_refresh", { bubbles: true }));
      const next = afterSingleProductAdd({
        behaviour: config.astra?.add_to_cart_options_single ?? "default",
        cartRedirectAfterAdd: config.addToCart?.cart_redirect_after_add ?? null,
        cartUrl: config.astra?.cart_url ?? config.addToCart?.cart_url ?? "/cart/",
        checkoutUrl: config.astra?.checkout_url ?? "/checkout/",
      });
      if (next === "open-drawer") cart.openDrawer();
      else if (next !== "stay") win.location.assign(next.navigate);
    });
}

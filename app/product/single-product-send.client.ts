/**
 * The product form's ajax add (S-PROD-02..17), once `submitSingleProductForm` has decided to send it: the form
 * goes to admin-ajax as multipart; the reply updates the cart areas and the configured after-add behaviour
 * follows. A chunk of its own: nothing of it is needed before the shopper adds to the cart.
 */
import { SINGLE_PRODUCT_ADD_FAILED_MESSAGE } from "~/product/single-product-add.ts";
import {
  afterSingleProductAdd,
  buildSingleProductForm,
  interpretSingleProductReply,
} from "~/product/single-product-reply.ts";
import type { SingleProductSubmit } from "./single-product.client.ts";

export function sendSingleProductForm(
  form: HTMLFormElement,
  productId: string,
  entries: [string, FormDataEntryValue][],
  options: SingleProductSubmit,
): void {
  const { config, cart } = options;
  const body = new FormData();
  for (const [name, value] of buildSingleProductForm(entries, productId)) body.append(name, value);

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

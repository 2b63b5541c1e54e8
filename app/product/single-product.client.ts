/**
 * The product form's script enhancement (S-PROD-02..17): after the browser's own
 * validity check, the form goes to admin-ajax as multipart (single-product-send.client.ts,
 * loaded when the shopper first adds). Without script the same form posts to the product page.
 */
import type { FormEvent } from "react";
import type { AddToCartButtonState } from "~/cart/add-to-cart-button.ts";
import { singleProductClick, singleProductId } from "~/product/single-product-add.ts";
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
  const decision = singleProductClick({
    ajaxEnabled: options.config.astra?.single_product_ajax_add_to_cart ?? false,
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
  options.setButtonState("loading");
  import("./single-product-send.client.ts").then(
    ({ sendSingleProductForm }) => sendSingleProductForm(form, productId, entries, options),
    () => {
      // The sending code could not load (say, a new release replaced it): the form posts as it does without script.
      options.setButtonState("idle");
      postNatively(form, submitter);
    },
  );
}

/** Submits the form as the browser would without script, the clicked button's name and value included. */
function postNatively(form: HTMLFormElement, submitter: HTMLElement | null): void {
  if (submitter instanceof HTMLButtonElement && submitter.name) {
    const field = form.ownerDocument.createElement("input");
    field.type = "hidden";
    field.name = submitter.name;
    field.value = submitter.value;
    form.append(field);
  }
  form.submit();
}

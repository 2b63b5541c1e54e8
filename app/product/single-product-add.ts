/**
 * The rules of the single product's add before anything is sent (what a click does, which product, the
 * view-cart link); the rules of sending it and reading the reply are in single-product-reply.ts.
 */

/** The alert shown when a failed add gives no error text (S-PROD-16). */
export const SINGLE_PRODUCT_ADD_FAILED_MESSAGE = "Could not add product to cart. Please try again.";
/** Products of this type link to another shop and never use the ajax add (S-PROD-03). */
export const EXTERNAL_PRODUCT_TYPE = "external";
/** The form field carrying the product id (S-PROD-05). */
export const ADD_TO_CART_FIELD = "add-to-cart";
/** The classes of the view-cart link inserted after the button (S-PROD-08), as WooCommerce styles it. */
export const VIEW_CART_LINK_CLASSES = ["added_to_cart", "wc-forward"] as const;

/** External products do not use the ajax add (S-PROD-03). */
export function isAjaxAddAllowed(productType: string): boolean {
  return productType !== EXTERNAL_PRODUCT_TYPE;
}

/**
 * What a click on the single product's add button does: "native" leaves it to the browser (ajax add
 * off, or an external product, S-PROD-03); "report-validity" shows the form's own validation messages
 * and sends nothing (S-PROD-04); "ajax" sends the add.
 */
export function singleProductClick(facts: {
  ajaxEnabled: boolean;
  productType: string;
  formIsValid: boolean;
}): "native" | "report-validity" | "ajax" {
  if (!facts.ajaxEnabled || !isAjaxAddAllowed(facts.productType)) return "native";
  return facts.formIsValid ? "ajax" : "report-validity";
}

/**
 * The product being added: the clicked button's value (`<button name="add-to-cart" value="42">`), else
 * the form's add-to-cart or product_id field (variable products carry them as hidden inputs).
 */
export function singleProductId(
  buttonValue: string | null | undefined,
  entries: Iterable<readonly [string, unknown]>,
): string | null {
  if (buttonValue) return buttonValue;
  const fields = new Map<string, string>();
  for (const [name, value] of entries) {
    if (typeof value === "string" && value !== "" && !fields.has(name)) fields.set(name, value);
  }
  return fields.get(ADD_TO_CART_FIELD) ?? fields.get("product_id") ?? null;
}

/** Once added, a view-cart link goes after the button, except on the cart page or when one is there (S-PROD-08). */
export function shouldInsertViewCartLink(facts: { isCart: boolean; linkAlreadyPresent: boolean }): boolean {
  return !facts.isCart && !facts.linkAlreadyPresent;
}

/** The view-cart link: the configured 'view cart' text, to the cart (S-PROD-08). */
export function viewCartLink(config: { i18n_view_cart: string; cart_url: string }): {
  href: string;
  text: string;
  classes: readonly string[];
} {
  return { href: config.cart_url, text: config.i18n_view_cart, classes: VIEW_CART_LINK_CLASSES };
}

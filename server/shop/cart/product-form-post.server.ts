import { CART_PATH, CHECKOUT_PATH } from "../../../protocol/shop-urls.ts";
import type { Shopper } from "../../http/shopper.server.ts";
import type { Services } from "../../services.server.ts";
import { cachedCartProducts } from "../catalogue/catalogue-reads.server.ts";
import { addNotice } from "../session/sessions.server.ts";
import {
  addedToCartMessage,
  CartError,
  productLookupFrom,
  readCart,
  submitProductForm,
} from "./cart.server.ts";
import { parseProductForm } from "./product-form.ts";

/**
 * The product form posted without script: add, leave a notice, and say where
 * to go next (the configured behaviour, else back to the product page).
 */
export async function handleProductFormPost(
  services: Services,
  shopper: Shopper,
  fields: Record<string, unknown>,
  productUrl: string,
): Promise<string> {
  const request = parseProductForm(fields);
  const sessionId = await shopper.ensureSession();
  if (!request) {
    await addNotice(services.db, sessionId, {
      type: "error",
      message: "Please choose a valid quantity before adding to your cart.",
    });
    return productUrl;
  }
  let keys: string[];
  try {
    keys = await submitProductForm(
      services.db,
      sessionId,
      request,
      services.now(),
      productLookupFrom(cachedCartProducts(services)),
    );
  } catch (error) {
    if (!(error instanceof CartError)) throw error;
    await addNotice(services.db, sessionId, { type: "error", message: error.message });
    return productUrl;
  }
  const cart = await readCart(services.db, sessionId, services.now(), cachedCartProducts(services));
  shopper.setCartCookies(cart);
  const names = cart.lines.filter((line) => keys.includes(line.key)).map((line) => line.name);
  await addNotice(services.db, sessionId, {
    type: "success",
    message: addedToCartMessage(names),
    link: { href: CART_PATH, text: "View cart" },
  });
  const behaviour = services.settings.cart.singleProductAddBehaviour;
  if (behaviour === "redirect_cart_page") return CART_PATH;
  if (behaviour === "redirect_checkout_page") return CHECKOUT_PATH;
  return services.settings.cart.redirectAfterAdd ? CART_PATH : productUrl;
}

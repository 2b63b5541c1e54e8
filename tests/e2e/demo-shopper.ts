import type { APIRequestContext, Page } from "@playwright/test";

/**
 * A shopper's steps on the demo shop, shared by the specs and scripts/screenshots.ts. Demo ids: 127 is
 * the Speckled Stoneware Mug (simple, 14,90 €).
 */
export const MUG_ID = "127";
export const DEMO_PASSWORD = "blue kettle morning";

/** Adds to the cart through WooCommerce's call, in the cookies of the page's context. */
export async function addToCartByRequest(
  request: APIRequestContext,
  productId = MUG_ID,
  quantity = 1,
): Promise<void> {
  const response = await request.post("/?wc-ajax=add_to_cart", {
    form: { product_id: productId, quantity: String(quantity) },
  });
  if (!response.ok()) throw new Error(`add_to_cart answered HTTP ${response.status()}`);
}

/** Fills the checkout's billing address (a French one, so the demo's shipping and VAT apply). */
export async function fillBilling(page: Page, email: string): Promise<void> {
  await page.fill("#billing_first_name", "Ana");
  await page.fill("#billing_last_name", "Lopez");
  await page.selectOption("#billing_country", "FR");
  await page.fill("#billing_address_1", "3 rue des Lilas");
  await page.fill("#billing_postcode", "69001");
  await page.fill("#billing_city", "Lyon");
  await page.fill("#billing_phone", "0411223344");
  await page.fill("#billing_email", email);
}

/** Registers from /my-account/ (of the main server, or of `origin`) and waits for the account pages. */
export async function registerCustomer(page: Page, email: string, origin = ""): Promise<void> {
  await page.goto(`${origin}/my-account/`);
  const form = page.locator("form.woocommerce-form-register");
  await form.locator("#reg_email").fill(email);
  await form.locator("#reg_password").fill(DEMO_PASSWORD);
  await form.getByRole("button", { name: "Register" }).click();
  await page.locator("nav.woocommerce-MyAccount-navigation").waitFor();
}

/** Logs in from /my-account/ with the demo password and waits for the account pages. */
export async function logIn(page: Page, email: string): Promise<void> {
  await page.goto("/my-account/");
  const form = page.locator("form.woocommerce-form-login");
  await form.locator("#username").fill(email);
  await form.locator("#password").fill(DEMO_PASSWORD);
  await form.getByRole("button", { name: "Log in" }).click();
  await page.locator("nav.woocommerce-MyAccount-navigation").waitFor();
}

/** Buys what the cart holds with bank transfer; answers the order's id and its order-received address. */
export async function placeOrder(page: Page, email: string): Promise<{ id: string; receivedPath: string }> {
  await page.goto("/checkout/");
  await page.waitForFunction(() => document.documentElement.dataset.vitrineLive === "1");
  await fillBilling(page, email);
  await page.locator("#payment_method_bacs").check();
  await page.click("#place_order");
  await page.waitForURL(/\/checkout\/order-received\/\d+\/\?key=/);
  const url = new URL(page.url());
  return {
    id: url.pathname.match(/order-received\/(\d+)/)?.[1] ?? "",
    receivedPath: `${url.pathname}${url.search}`,
  };
}

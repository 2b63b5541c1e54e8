const BROWSER = "Mozilla/5.0 (X11; Linux x86_64) Chrome/156.0 Safari/537.36";

export interface PlacedOrder {
  id: number;
  key: string;
  /** `/checkout/order-received/<id>/?key=…`, where the checkout sent the shopper. */
  receivedPath: string;
}

/**
 * One shopper's whole checkout over HTTP, as the checkout script does it: add a product, open the
 * checkout page (nonce and token), place the order with bank transfer. The order, or null when the
 * shop refused it.
 */
export async function placeOrder(
  origin: string,
  { productId, shopper }: { productId: number; shopper: number },
): Promise<PlacedOrder | null> {
  const jar = new Map<string, string>();
  const call = async (url: string, init: RequestInit = {}) => {
    const headers = new Headers(init.headers);
    headers.set("user-agent", BROWSER);
    if (jar.size > 0) headers.set("cookie", [...jar].map(([name, value]) => `${name}=${value}`).join("; "));
    const response = await fetch(`${origin}${url}`, { ...init, headers, redirect: "manual" });
    for (const line of response.headers.getSetCookie()) {
      const [name = "", value = ""] = (line.split(";")[0] ?? "").split("=");
      if (value) jar.set(name.trim(), value);
    }
    return response;
  };
  const form = (fields: Record<string, string>): RequestInit => ({
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields).toString(),
  });
  await call("/?wc-ajax=add_to_cart", form({ product_id: String(productId), quantity: "1" }));
  const page = await (await call("/checkout/")).text();
  const field = (name: string) => page.match(new RegExp(`name="${name}" value="([^"]+)"`))?.[1] ?? "";
  const reply = await call(
    "/?wc-ajax=checkout",
    form({
      billing_first_name: "Crash",
      billing_last_name: `Tester ${shopper}`,
      billing_country: "FR",
      billing_address_1: "1 Rue de la Paix",
      billing_city: "Paris",
      billing_postcode: "75002",
      billing_phone: "+33 1 23 45 67 89",
      billing_email: `crash${shopper}@example.com`,
      payment_method: "bacs",
      "woocommerce-process-checkout-nonce": field("woocommerce-process-checkout-nonce"),
      vitrine_checkout_token: field("vitrine_checkout_token"),
    }),
  );
  const body = (await reply.json()) as { result?: string; order_id?: number; redirect?: string };
  if (body.result !== "success" || !body.order_id || !body.redirect) return null;
  const received = new URL(body.redirect, origin);
  return {
    id: body.order_id,
    key: received.searchParams.get("key") ?? "",
    receivedPath: `${received.pathname}${received.search}`,
  };
}

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { APPLY_COUPON_NONCE_ACTION, REMOVE_COUPON_NONCE_ACTION } from "../../protocol/cart-nonces.ts";
import { createNonce } from "../../server/security/nonce.ts";
import { sessionIdFromToken } from "../../server/shop/session/sessions.server.ts";
import { priceCart, updateCartState } from "../../server/shop/totals/cart-totals.server.ts";
import { testDatabaseKinds } from "../support/databases.ts";
import { cookieClient, form, startDemoShop, type TestServer } from "../support/http.ts";

describe.each(testDatabaseKinds)("coupons and cart totals on %s", (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startDemoShop(kind);
  });
  afterAll(() => server.close());

  async function shopperWith(productId: string, quantity = "1") {
    const client = cookieClient(server.origin);
    await client("/?wc-ajax=add_to_cart", form({ product_id: productId, quantity }));
    const sessionId = sessionIdFromToken(client.cookies.get("wp_woocommerce_session_vitrine") ?? "");
    const nonce = (action: string) => createNonce(server.services.nonceSecret, action, sessionId, new Date());
    const apply = async (code: string) =>
      (
        await client(
          "/?wc-ajax=apply_coupon",
          form({ security: nonce(APPLY_COUPON_NONCE_ACTION), coupon_code: code }),
        )
      ).text();
    const remove = async (code: string) =>
      (
        await client(
          "/?wc-ajax=remove_coupon",
          form({ security: nonce(REMOVE_COUPON_NONCE_ACTION), coupon: code }),
        )
      ).text();
    const totals = () => priceCart(server.services.db, sessionId, server.services.settings, new Date());
    return { client, sessionId, apply, remove, totals };
  }

  it("apply_coupon answers a success notice and the discount shows in the totals; remove_coupon takes it off", async () => {
    const shopper = await shopperWith("127", "2");
    const before = await shopper.totals();
    expect(await shopper.apply(" Welcome10 ")).toBe(
      '<div class="woocommerce-message" role="alert">Coupon code applied successfully.</div>',
    );
    const after = await shopper.totals();
    expect(after.totals.coupons.map((coupon) => coupon.code)).toEqual(["welcome10"]);
    expect(after.shown.discount).toBe(Math.round(before.shown.subtotal / 10));
    expect(await shopper.apply("WELCOME10")).toContain("is already applied");
    expect(await shopper.remove("welcome10")).toContain("Coupon has been removed.");
    expect((await shopper.totals()).totals.coupons).toEqual([]);
    expect(await shopper.remove("welcome10")).toContain("problem removing this coupon");
  });

  it("each refusal has its own message as an error notice", async () => {
    const shopper = await shopperWith("127");
    expect(await shopper.apply("nope")).toBe(
      '<ul class="woocommerce-error" role="alert"><li>Coupon “nope” does not exist.</li></ul>',
    );
    expect(await shopper.apply("SUMMER24")).toContain("has expired");
    expect(await shopper.apply("SAVE5")).toContain("The minimum spend for coupon “save5” is 30,00");
    expect(await shopper.apply("")).toContain("Please enter a coupon code.");
  });

  it("an individual-use coupon replaces the others and refuses later ones", async () => {
    const shopper = await shopperWith("127", "4");
    expect(await shopper.apply("WELCOME10")).toContain("applied successfully");
    expect(await shopper.apply("LAUNCH")).toContain("applied successfully");
    // TEAM25 is for shop staff emails only; an unknown shopper can still apply it (checked again at checkout).
    expect(await shopper.apply("TEAM25")).toContain("applied successfully");
    expect((await shopper.totals()).totals.coupons.map((coupon) => coupon.code)).toEqual(["team25"]);
    expect(await shopper.apply("WELCOME10")).toContain("“team25” is already applied and cannot be combined");
  });

  it("a fixed product coupon applies only to its product, and a free-shipping coupon offers free shipping", async () => {
    const shopper = await shopperWith("127", "2");
    await shopper.client("/?wc-ajax=add_to_cart", form({ product_id: "134", quantity: "1" }));
    expect(await shopper.apply("MUG2")).toContain("applied successfully");
    expect(await shopper.apply("FREESHIP")).toContain("applied successfully");
    const { totals } = await shopper.totals();
    const mug = await shopper.totals();
    const mugLine = mug.cart.lines.find((line) => line.productId === 127);
    expect(mugLine).toBeDefined();
    expect(totals.coupons.find((coupon) => coupon.code === "mug2")).toBeDefined();
    expect(mug.shown.discount).toBe(400);
    expect(totals.shippingRates.map((rate) => rate.type)).toEqual([
      "flat_rate",
      "free_shipping",
      "local_pickup",
    ]);
  });

  it("totals: VAT included in France, shipping taxed, Germany charged its own rate on the net price", async () => {
    const shopper = await shopperWith("127", "1");
    const france = await shopper.totals();
    const unit = france.cart.lines[0]?.unitPrice ?? 0;
    expect(france.shown.subtotal).toBe(unit);
    expect(france.totals.chosenShipping).toMatchObject({ id: "flat_rate:1", cost: 408, tax: 82 });
    expect(france.shown.total).toBe(unit + 490);
    expect(france.shown.taxRows[0]?.label).toBe("TVA");

    // What the cart page's shipping calculator stores (the page itself is covered end to end).
    await updateCartState(server.services.db, shopper.sessionId, {
      destination: { country: "DE", state: "", postcode: "10115", city: "" },
    });
    const germany = await shopper.totals();
    const net = unit - Math.round(unit - unit / 1.2);
    expect(germany.totals.subtotal).toBe(net);
    expect(germany.totals.cartTax).toBe(Math.round(net * 0.19));
    expect(germany.totals.chosenShipping).toMatchObject({ id: "flat_rate:4", cost: 990 });
  });

  it("refuses coupon calls without a valid nonce (403 with a notice)", async () => {
    const shopper = await shopperWith("127");
    const response = await shopper.client("/?wc-ajax=apply_coupon", form({ coupon_code: "WELCOME10" }));
    expect(response.status).toBe(403);
    expect(await response.text()).toContain("woocommerce-error");
    const stale = await shopper.client(
      "/?wc-ajax=remove_coupon",
      form({ security: "0123456789", coupon: "x" }),
    );
    expect(stale.status).toBe(403);
  });
});

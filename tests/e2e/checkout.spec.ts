import type { Page } from "@playwright/test";
import { fillBilling } from "./demo-shopper.ts";
import { expect, test } from "./fixtures.ts";
import { layoutShifts, recordLayoutShifts, variantOrigin, waitForPageScript } from "./support.ts";

// Demo ids: 127 Speckled Stoneware Mug (simple, 14,90 €), 134 Linen Tea Towel set. Coupons (content/demo/coupons.json):
// WELCOME10 10 %, SUMMER24 expired, FREESHIP free shipping.
const MUG_ID = "127";

/** The full purchase flows run once, on the desktop project; the mobile project covers the panel toggle. */
function desktopOnly() {
  test.skip(({ isMobile }) => isMobile, "purchase flows run on the desktop project");
}

async function addToCart(page: Page, productId: string, quantity = 1) {
  const response = await page.request.post("/?wc-ajax=add_to_cart", {
    form: { product_id: productId, quantity: String(quantity) },
    headers: { "user-agent": "Mozilla/5.0 (X11; Linux x86_64) Chrome/156.0 Safari/537.36" },
  });
  expect(response.ok()).toBe(true);
}

test.describe("cart page", () => {
  desktopOnly();

  test("a quantity change updates the cart after 1000 ms, not before (S-CART-01, S-CART-02, S-CART-03)", async ({
    page,
  }) => {
    await page.clock.install({ time: new Date("2026-11-22T10:00:00Z") });
    await addToCart(page, MUG_ID);
    await page.goto("/cart/");
    await waitForPageScript(page);
    // From here the page's clock moves only when the test says so.
    await page.clock.pauseAt(new Date("2026-11-22T11:00:00Z"));
    const quantity = page.locator('.woocommerce-cart-form input.qty[name^="cart["][name$="][qty]"]');
    await expect(quantity).toHaveAttribute("name", /^cart\[[0-9a-f]{32}\]\[qty\]$/);
    await expect(quantity).toHaveAttribute("step", "1");
    await expect(page.locator(".cart_totals")).toBeVisible();
    await expect(page.locator(".cross-sells li.product").first()).toBeVisible();
    let posted = false;
    page.on("request", (request) => {
      if (request.method() === "POST" && request.url().includes("/cart")) posted = true;
    });
    await page.locator(".woocommerce-cart-form .product-quantity button.plus").click();
    await page.clock.runFor(999);
    expect(posted).toBe(false);
    const update = page.waitForRequest(
      (request) => request.method() === "POST" && request.url().includes("/cart"),
    );
    await page.clock.runFor(1);
    await update;
    await expect(page.locator(".cart-subtotal td")).toHaveText("29,80 €");
  });

  test("the coupon box applies on Enter; an error goes into the notices wrapper; a coupon can be removed (S-CHK-17, S-CHK-18, S-CHK-19, S-CHK-20)", async ({
    page,
  }) => {
    await addToCart(page, MUG_ID, 2);
    await page.goto("/cart/");
    await waitForPageScript(page);
    await expect(page.locator('.actions input[name="coupon_code"]')).toBeHidden();
    const applyCall = page.waitForRequest("**/?wc-ajax=apply_coupon");
    await page.fill("#ast-coupon-code", "summer24");
    await page.press("#ast-coupon-code", "Enter");
    expect(new URLSearchParams((await applyCall).postData() ?? "").get("coupon_code")).toBe("summer24");
    await expect(page.locator(".woocommerce-notices-wrapper .woocommerce-error")).toContainText(
      "has expired",
    );

    await page.fill("#ast-coupon-code", "WELCOME10");
    await page.press("#ast-coupon-code", "Enter");
    await expect(page.locator(".woocommerce-notices-wrapper .woocommerce-message")).toHaveText(
      "Coupon code applied successfully.",
    );
    await expect(page.locator(".cart-discount")).toContainText("Coupon: welcome10");
    await expect(page.locator(".order-total td strong")).toHaveText("31,72 €");
    await page.locator(".woocommerce-remove-coupon").click();
    await expect(page.locator(".cart-discount")).toHaveCount(0);
  });

  test("an empty cart says so and links back to the shop", async ({ page }) => {
    await page.goto("/cart/");
    await expect(page.locator(".cart-empty")).toHaveText("Your cart is currently empty.");
    await expect(page.locator("a.wc-backward")).toHaveAttribute("href", "/shop/");
  });
});

test.describe("checkout", () => {
  desktopOnly();

  for (const method of ["bacs", "cheque", "cod"] as const) {
    test(`a guest checks out with a coupon and another shipping address, paying by ${method}`, async ({
      page,
    }) => {
      await addToCart(page, MUG_ID, 2);
      await page.goto("/cart/");
      await waitForPageScript(page);
      await page.fill("#ast-coupon-code", "WELCOME10");
      await page.click(".ast-cart-coupon button");
      await expect(page.locator(".cart-discount")).toBeVisible();
      await page.click(".wc-proceed-to-checkout a.checkout-button");
      await expect(page).toHaveURL(/\/checkout\/$/);
      await waitForPageScript(page);

      await fillBilling(page, `guest-${method}@example.com`);
      await page.check("#ship-to-different-address-checkbox");
      await page.fill("#shipping_first_name", "Ben");
      await page.fill("#shipping_last_name", "Martin");
      await page.selectOption("#shipping_country", "FR");
      await page.fill("#shipping_address_1", "8 quai Voltaire");
      await page.fill("#shipping_postcode", "75007");
      await page.fill("#shipping_city", "Paris");
      await page.fill("#order_comments", "Leave it with the concierge");
      await page.locator(`#payment_method_${method}`).check();
      await page.click("#place_order");

      await expect(page).toHaveURL(/\/checkout\/order-received\/\d+\/\?key=wc_order_/);
      await expect(page.locator(".woocommerce-thankyou-order-received")).toHaveText(
        "Thank you. Your order has been received.",
      );
      await expect(page.locator(".woocommerce-order")).toContainText("welcome10");
      await expect(page.locator(".woocommerce-order")).toContainText("8 quai Voltaire");
      await expect(page.locator(".woocommerce-order")).toContainText("Leave it with the concierge");
      await expect(page.locator("a.cart-container .count").first()).toHaveText("0");
    });
  }

  test("placing the order waits for the totals update an address change started, and lands on the order received", async ({
    page,
  }) => {
    await addToCart(page, MUG_ID, 1);
    await page.goto("/checkout/");
    await waitForPageScript(page);
    await fillBilling(page, "quick-buyer@example.com");
    // The update an address change posts to the page answers late: had the order gone first, the update would
    // find the cart empty and send the shopper to the cart.
    const events: string[] = [];
    await page.route(
      (url) => url.pathname === "/checkout.data",
      async (route) => {
        if (route.request().method() !== "POST") return route.continue();
        await new Promise((resolve) => setTimeout(resolve, 1500));
        events.push("totals updated");
        await route.continue();
      },
    );
    page.on("request", (request) => {
      if (request.url().includes("wc-ajax=checkout")) events.push("order posted");
    });
    await page.fill("#billing_postcode", "69002");
    await page.locator("#payment_method_bacs").check();
    await page.click("#place_order");
    await expect(page).toHaveURL(/\/checkout\/order-received\/\d+\/\?key=wc_order_/);
    await expect(page.locator(".woocommerce-thankyou-order-received")).toBeVisible();
    expect(events).toEqual(["totals updated", "order posted"]);
  });

  test("errors are listed and shown next to their fields; nothing typed is lost (S-CHK-04)", async ({
    page,
  }) => {
    await addToCart(page, MUG_ID);
    await page.goto("/checkout/");
    await waitForPageScript(page);
    await expect(page.locator("#billing_first_name")).toHaveAttribute("placeholder", /\*$/);
    await page.fill("#billing_first_name", "Ana");
    await page.fill("#billing_email", "not-an-email");
    await page.click("#place_order");
    const notices = page.locator(".woocommerce-NoticeGroup-checkout .woocommerce-error");
    await expect(notices).toContainText("Billing Last name is a required field.");
    await expect(page.locator("#billing_last_name")).toHaveAttribute("aria-invalid", "true");
    await expect(page.locator("#billing_first_name")).toHaveValue("Ana");
    await expect(page.locator("#billing_email")).toHaveValue("not-an-email");
  });

  test("S-CONST-05 the page scrolls to the error list over 1000 ms and settles 100 px above it", async ({
    page,
  }) => {
    await addToCart(page, MUG_ID);
    await page.clock.install();
    await page.goto("/checkout/");
    await waitForPageScript(page);
    await page.locator("#place_order").scrollIntoViewIfNeeded();
    const from = await page.evaluate(() => window.scrollY);
    expect(from).toBeGreaterThan(300);
    await page.clock.pauseAt(new Date(Date.now() + 60_000));
    const revalidated = page.waitForResponse(
      (response) => new URL(response.url()).pathname === "/checkout.data",
    );
    await page.click("#place_order");
    const notices = page.locator(".woocommerce-NoticeGroup-checkout .woocommerce-error");
    await expect(notices).toBeFocused();
    // A refused order revalidates the page's data, which can move the list. The reply comes in real time while
    // the scroll runs on the paused clock, so it could land after 1,050 ms of fake time had gone by in a moment
    // of real time, moving the list from where the scroll had settled (1 run in 12 or 16). In a browser it lands
    // during the scroll, which follows the list (a unit test moves it mid-scroll). React commits the reply off the
    // fake clock (promises, its message-channel scheduler), so a short real wait sees the page settled.
    await revalidated;
    await page.waitForTimeout(200);
    const target = await notices.evaluate((list) =>
      Math.max(0, Math.round(list.getBoundingClientRect().top + window.scrollY - 100)),
    );
    expect(target).toBeLessThan(from - 200);
    const scrollY = () => page.evaluate(() => window.scrollY);
    await page.clock.runFor(500);
    const halfway = await scrollY();
    expect(halfway).toBeLessThan(from - 50);
    expect(halfway).toBeGreaterThan(target + 50);
    await page.clock.runFor(450);
    expect(await scrollY()).toBeGreaterThan(target);
    await page.clock.runFor(100);
    // Where the list is now: the order review above it may have refreshed during the scroll.
    const settledTarget = await notices.evaluate((list) =>
      Math.max(0, Math.round(list.getBoundingClientRect().top + window.scrollY - 100)),
    );
    expect(Math.abs((await scrollY()) - settledTarget)).toBeLessThanOrEqual(1);
  });

  test("S-CONST-06 choosing a payment method slides its description open over 250 ms and the other shut", async ({
    page,
  }) => {
    await addToCart(page, MUG_ID);
    await page.goto("/checkout/");
    await waitForPageScript(page);
    const chosen = page.locator("li.wc_payment_method:has(input:checked) .payment_box");
    const other = page.locator("li.wc_payment_method:not(:has(input:checked)) .payment_box").first();
    await expect(chosen).toBeVisible();
    await expect(other).toBeHidden();
    const otherId = await other.getAttribute("id");
    // Recorded as each transition starts, so a slow machine that finishes them before we look still counts them.
    await page.evaluate(() => {
      const started: { property: string; duration: unknown }[] = [];
      (window as unknown as { slides: typeof started }).slides = started;
      document.addEventListener("transitionrun", (event) => {
        const box = event.target as Element;
        if (!box.matches(".payment_box")) return;
        const transition = box
          .getAnimations()
          .find((animation) => (animation as CSSTransition).transitionProperty === event.propertyName);
        started.push({ property: event.propertyName, duration: transition?.effect?.getTiming().duration });
      });
    });
    await page.locator(`li.wc_payment_method:has(#${otherId}) label`).click();
    await expect
      .poll(() =>
        page.evaluate(
          () =>
            (window as unknown as { slides: { property: string }[] }).slides.filter(
              (slide) => slide.property === "grid-template-rows",
            ).length,
        ),
      )
      .toBeGreaterThanOrEqual(2);
    const slides = await page.evaluate(
      () => (window as unknown as { slides: { property: string; duration: unknown }[] }).slides,
    );
    expect(slides.filter((slide) => slide.property === "grid-template-rows")).toEqual([
      { property: "grid-template-rows", duration: 250 },
      { property: "grid-template-rows", duration: 250 },
    ]);
    await expect(page.locator(`#${otherId}`)).toBeVisible();
    await expect(chosen).toHaveCount(1);
  });

  test("the order review panel opens and closes (S-CHK-01, S-CHK-02)", async ({ page }) => {
    await addToCart(page, MUG_ID);
    await page.goto("/checkout/");
    await waitForPageScript(page);
    const toggle = page.locator("#ast-order-review-toggle");
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    await expect(page.locator("#order_review")).toBeVisible();
    await toggle.click();
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(page.locator("#order_review")).toBeHidden();
    await toggle.click();
    await expect(page.locator("#order_review")).toBeVisible();
  });
});

test.describe("checkout first paint", () => {
  test("nothing moves as the checkout hydrates: no login link, the order summary toggle and the coupon box from the first paint", {
    tag: "@phone",
  }, async ({ page }) => {
    await addToCart(page, MUG_ID);
    await recordLayoutShifts(page);
    await page.goto("/checkout/");
    await waitForPageScript(page);
    await expect(page.locator("#ast-order-review-toggle")).toBeEnabled();
    await expect(page.locator("#ast-checkout-coupon-code")).toBeEnabled();
    await expect(page.locator("[data-login-block]")).toBeHidden();
    await expect(page.locator(".coupon-fields")).toBeHidden();
    expect(await layoutShifts(page)).toEqual([]);
  });
});

test.describe("modern two-step checkout", () => {
  desktopOnly();

  test("information first, then shipping and payment; the order goes through (S-LIST-02)", async ({
    page,
  }) => {
    const origin = variantOrigin("redirect-checkout");
    await page.goto(`${origin}/product/speckled-stoneware-mug/`);
    await waitForPageScript(page);
    await page.locator(".summary button.single_add_to_cart_button").click();
    await expect(page).toHaveURL(`${origin}/checkout/`);
    await waitForPageScript(page);
    await expect(page.locator("body")).toHaveClass(/ast-modern-checkout/);
    await expect(page.locator("#place_order")).toBeHidden();
    await fillBilling(page, "modern@example.com");
    await page.getByRole("button", { name: "Continue to shipping and payment" }).click();
    await expect(page.locator("#billing_first_name")).toBeHidden();
    await expect(page.locator("#shipping_method")).toContainText("Standard");
    await page.click("#place_order");
    await expect(page).toHaveURL(/\/checkout\/order-received\/\d+\/\?key=wc_order_/);
  });
});

test.describe("guest email check and inline login", () => {
  desktopOnly();

  test("a known email shows the login block, a new one the create-account block; logging in reloads the checkout logged in (S-CHK-05, S-CHK-07, S-CHK-08, S-CHK-10, S-CHK-12, S-CHK-13, S-CHK-15)", async ({
    page,
    browser,
  }) => {
    const email = `known-${Date.now()}@example.com`;
    const password = "correct horse battery staple";
    const registration = await browser.newContext();
    const registerPage = await registration.newPage();
    await registerPage.goto("/my-account/");
    const registerForm = registerPage.locator('form:has(button[name="register"])');
    await registerForm.locator('input[name="email"]').fill(email);
    await registerForm.locator('input[name="password"]').fill(password);
    await registerForm.locator('button[name="register"]').click();
    // The account's own navigation, shown once the registration has answered (the header's menu is a nav too).
    await expect(registerPage.locator(".woocommerce-MyAccount-navigation")).toBeVisible();
    await registration.close();

    await addToCart(page, MUG_ID);
    await page.goto("/checkout/");
    await waitForPageScript(page);
    const check = page.waitForRequest(
      (request) =>
        request.url().includes("admin-ajax.php") &&
        (request.postData() ?? "").includes("astra_woo_check_user_exist"),
    );
    await page.fill("#billing_email", email);
    const sent = new URLSearchParams((await check).postData() ?? "");
    expect(sent.get("user_name_email")).toBe(email);
    expect(sent.get("security")).toMatch(/^[0-9a-f]{10}$/);
    await expect(page.locator("[data-login-inline]")).toBeVisible();
    await expect(page.locator("[data-create-account-block]")).toBeHidden();
    await expect(page.locator("#billing_email_validation")).not.toBeEmpty();

    await page.fill("[data-login-password]", "wrong password");
    await page.click("[data-login-button]");
    await expect(page.locator(".ast-customer-info__notice")).not.toBeEmpty();

    await page.fill("[data-login-password]", password);
    await page.click("[data-login-button]");
    await page.waitForLoadState("load");
    await expect(page.locator("[data-login-block]")).toHaveCount(0);
    await expect(page.locator("#billing_email")).toHaveValue(email);

    await page.context().clearCookies();
    await addToCart(page, MUG_ID);
    await page.goto("/checkout/");
    await waitForPageScript(page);
    await page.fill("#billing_email", `new-${Date.now()}@example.com`);
    await expect(page.locator("[data-create-account-block]")).toBeVisible();
    await expect(page.locator("[data-login-inline]")).toBeHidden();
  });
});

test.describe("without JavaScript", () => {
  desktopOnly();
  test.use({ javaScriptEnabled: false });

  test("the same purchase works with plain links and form posts", async ({ page }) => {
    await page.goto(`/?add-to-cart=${MUG_ID}`);
    await page.goto("/cart/");
    const quantity = page.locator('.woocommerce-cart-form input.qty[name^="cart["]');
    await quantity.fill("3");
    await page.click('button[name="update_cart"]');
    await expect(page.locator(".woocommerce-message").first()).toContainText("Cart updated.");
    await expect(quantity).toHaveValue("3");
    await page.fill('.actions input[name="coupon_code"]', "WELCOME10");
    await page.click('button[name="apply_coupon"]');
    await expect(page.locator(".cart-discount")).toContainText("welcome10");
    await page.click(".wc-proceed-to-checkout a.checkout-button");

    await fillBilling(page, "nojs@example.com");
    await page.click('button[name="woocommerce_checkout_update_totals"]');
    await expect(page.locator("#billing_city")).toHaveValue("Lyon");
    await page.locator("#payment_method_cheque").check();
    await page.click("#place_order");
    await expect(page).toHaveURL(/\/checkout\/order-received\/\d+\/\?key=wc_order_/);
    await expect(page.locator(".woocommerce-order")).toContainText("welcome10");
  });
});

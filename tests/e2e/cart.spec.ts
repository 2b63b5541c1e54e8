import type { Page, Request } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import {
  headerCartCount,
  layoutShifts,
  recordLayoutShifts,
  variantOrigin,
  waitForPageScript,
} from "./support.ts";

// Demo ids: 127 Speckled Stoneware Mug (simple), 116 Organic Hoodie (variable: Charcoal -20%, Sand -10%,
// Forest out of stock), 192 Tea Time Set (grouped: 135, 134, 127), 153 Beeswax Taper Candles (min 6 max 24
// step 6), 141 out of stock.
const MUG = "/product/speckled-stoneware-mug/";
const HOODIE = "/product/organic-hoodie/";
const TEA_SET = "/product/tea-time-set/";
const CANDLES = "/product/beeswax-taper-candles/";

/** List buttons that add one item (some demo products have a minimum quantity, which their button carries). */
const SINGLE_ITEM_BUTTONS = 'a.add_to_cart_button.ajax_add_to_cart[data-quantity="1"]';

const isAdminAjax = (action: string) => (request: Request) =>
  request.url().includes("/wp-admin/admin-ajax.php") && (request.postData() ?? "").includes(action);

/** Takes the ajax class off the first matching list button and clicks it, so its plain link is followed (S-ATC-01). */
async function clickAsPlainLink(page: Page, selector: string) {
  const navigation = page.waitForURL(/\/shop\/$/, { waitUntil: "load" });
  await page
    .locator(selector)
    .first()
    .evaluate((element: HTMLAnchorElement) => {
      element.classList.remove("ajax_add_to_cart");
      element.click();
    });
  await navigation;
}

async function addMugFromProductPage(page: Page, origin = "") {
  await page.goto(`${origin}${MUG}`);
  await waitForPageScript(page);
  await page.locator(".summary button.single_add_to_cart_button").click();
}

test.describe("list add-to-cart buttons", () => {
  test.beforeEach(async ({ page }) => {
    await page.goto("/shop/");
    await waitForPageScript(page);
  });

  test("go idle → loading → added, update the cart areas from fragments and add a View cart link (S-ATC-03, S-ATC-04, S-ATC-08, S-ATC-10, S-CALL-01)", async ({
    page,
  }) => {
    const button = page.locator(SINGLE_ITEM_BUTTONS).first();
    let release: () => void = () => undefined;
    await page.route("**/?wc-ajax=add_to_cart", async (route) => {
      await new Promise<void>((resolve) => {
        release = resolve;
      });
      await route.continue();
    });
    const request = page.waitForRequest("**/?wc-ajax=add_to_cart");
    await button.click();
    const sent = await request;
    expect(sent.method()).toBe("POST");
    expect(new URLSearchParams(sent.postData() ?? "").get("product_id")).toBe(
      await button.getAttribute("data-product_id"),
    );
    await expect(button).toHaveClass(/\bloading\b/);
    release();
    await expect(button).toHaveClass(/\badded\b/);
    await expect(button).not.toHaveClass(/\bloading\b/);
    await expect(button.locator("xpath=following-sibling::a[1]")).toHaveClass(/added_to_cart/);
    await expect(button.locator("xpath=following-sibling::a[1]")).toHaveText("View cart");
    expect(await headerCartCount(page)).toBe("1");
    await expect(page.locator(".ast-site-header-cart .woocommerce-mini-cart-item")).toHaveCount(1);
  });

  test("send queued clicks one at a time in click order (S-ATC-07)", async ({ page }) => {
    const buttons = page.locator(SINGLE_ITEM_BUTTONS);
    const events: string[] = [];
    await page.route("**/?wc-ajax=add_to_cart", async (route) => {
      const id = new URLSearchParams(route.request().postData() ?? "").get("product_id");
      events.push(`start ${id}`);
      await new Promise((resolve) => setTimeout(resolve, 400));
      await route.continue();
      events.push(`end ${id}`);
    });
    const first = await buttons.nth(0).getAttribute("data-product_id");
    const second = await buttons.nth(1).getAttribute("data-product_id");
    await buttons.nth(0).click();
    await buttons.nth(1).click();
    await expect(buttons.nth(1)).toHaveClass(/\badded\b/);
    expect(events).toEqual([`start ${first}`, `end ${first}`, `start ${second}`, `end ${second}`]);
    expect(await headerCartCount(page)).toBe("2");
  });

  test("a disabled button ignores clicks (S-ATC-02)", async ({ page }) => {
    const button = page.locator(SINGLE_ITEM_BUTTONS).first();
    await button.evaluate((element) => element.classList.add("disabled"));
    let requests = 0;
    page.on("request", (request) => {
      if (request.url().includes("wc-ajax=add_to_cart")) requests += 1;
    });
    const url = page.url();
    await button.click();
    await page.waitForTimeout(300);
    expect(requests).toBe(0);
    expect(page.url()).toBe(url);
  });

  test("an error with product_url sends the shopper to that product, which shows why (S-ATC-05, S-ATC-12)", async ({
    page,
  }) => {
    const button = page.locator(SINGLE_ITEM_BUTTONS).first();
    await button.evaluate((element) => element.setAttribute("data-product_id", "141"));
    await button.click();
    await expect(page).toHaveURL(/\/product\/[a-z0-9-]+\/$/);
    await expect(page.locator(".woocommerce-error")).toContainText("out of stock");
  });

  test("without the ajax class the button is a plain link that adds and comes back with a notice (S-ATC-01)", async ({
    page,
  }) => {
    await clickAsPlainLink(page, SINGLE_ITEM_BUTTONS);
    await expect(page.locator(".woocommerce-message")).toContainText("has been added to your cart");
    expect(await headerCartCount(page)).toBe("1");
  });
});

test("with cart_redirect_after_add = yes a list add goes to the cart (S-ATC-11)", async ({ page }) => {
  await page.goto(`${variantOrigin("default-redirect")}/shop/`);
  await waitForPageScript(page);
  await page.locator(SINGLE_ITEM_BUTTONS).first().click();
  await expect(page).toHaveURL(/\/cart\/$/);
});

test.describe("single product add", () => {
  test("a product with a minimum quantity adds that minimum from its list link without script", async ({
    page,
  }) => {
    await page.goto("/shop/");
    await waitForPageScript(page);
    await clickAsPlainLink(page, 'a.ajax_add_to_cart[data-quantity="6"]');
    await expect(page.locator(".woocommerce-message")).toContainText("has been added to your cart");
    expect(await headerCartCount(page)).toBe("6");
  });

  test("a simple product adds by ajax, opens the slide-in cart and inserts View cart (S-PROD-02, S-PROD-06, S-PROD-07, S-PROD-08, S-PROD-09, S-PROD-13)", {
    tag: "@phone",
  }, async ({ page }) => {
    const request = page.waitForRequest(isAdminAjax("astra_add_cart_single_product"));
    await addMugFromProductPage(page);
    const sent = await request;
    expect(sent.headers()["content-type"]).toContain("multipart/form-data");
    expect(sent.postData()).toContain('name="add-to-cart"\r\n\r\n127');
    await expect(page.locator("#astra-mobile-cart-drawer")).toHaveAttribute("open", "");
    await expect(page.locator("#astra-mobile-cart-drawer .woocommerce-mini-cart-item")).toContainText(
      "Speckled Stoneware Mug",
    );
    await expect(page.locator(".summary button.single_add_to_cart_button")).toHaveClass(/\badded\b/);
    await expect(page.locator(".summary form.cart a.added_to_cart")).toHaveText("View cart");
    expect(await headerCartCount(page)).toBe("1");
  });

  test("a variable product recalculates its sale badge per variation and adds the chosen one (S-PROD-18, S-PROD-19, S-PROD-05)", async ({
    page,
  }) => {
    await page.goto(HOODIE);
    await waitForPageScript(page);
    await page.selectOption("select#attribute_colour", "Sand");
    await expect(page.locator(".woocommerce-product-gallery .onsale")).toHaveText("-10%");
    await page.selectOption("select#attribute_colour", "Charcoal");
    await expect(page.locator(".woocommerce-product-gallery .onsale")).toHaveText("-20%");
    const request = page.waitForRequest(isAdminAjax("astra_add_cart_single_product"));
    await page.locator(".summary button.single_add_to_cart_button").click();
    expect((await request).postData()).toMatch(/name="variation_id"\r\n\r\n117/);
    await expect(page.locator("#astra-mobile-cart-drawer .woocommerce-mini-cart-item")).toContainText(
      "Organic Hoodie - Charcoal",
    );
  });

  test("the sticky bar becomes active past the product's button and adds the same way (S-PROD-02)", {
    tag: "@phone",
  }, async ({ page }) => {
    const width = page.viewportSize()?.width ?? 1280;
    await page.setViewportSize({ width, height: 420 }); // short window: the page scrolls well past the button
    await page.goto(MUG);
    await waitForPageScript(page);
    const bar = page.locator(".ast-sticky-add-to-cart");
    await expect(bar).not.toHaveClass(/is-active/);
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expect(bar).toHaveClass(/is-active/);
    const request = page.waitForRequest(isAdminAjax("astra_add_cart_single_product"));
    await bar.locator("button.single_add_to_cart_button").click();
    await request;
    await expect.poll(() => headerCartCount(page)).toBe("1");
  });

  test("quick view content adds the same way (S-PROD-02)", async ({ page }) => {
    await page.goto("/shop/");
    await waitForPageScript(page);
    const card = page.locator("li.product", { has: page.locator(SINGLE_ITEM_BUTTONS) }).first();
    const name = (await card.locator(".woocommerce-loop-product__title").textContent()) ?? "";
    await card.locator("button.ast-quick-view-text").click();
    const dialog = page.locator("dialog.ast-quick-view-modal[open]");
    await expect(dialog.getByRole("heading", { name })).toBeVisible();
    const request = page.waitForRequest(isAdminAjax("astra_add_cart_single_product"));
    await dialog.locator("button.single_add_to_cart_button").click();
    await request;
    await expect.poll(() => headerCartCount(page)).toBe("1");
  });

  test("an incomplete variation choice shows the browser's messages and sends nothing (S-PROD-04)", async ({
    page,
  }) => {
    await page.goto(HOODIE);
    await waitForPageScript(page);
    await page.selectOption("select#attribute_colour", ""); // the hoodie comes with a default choice
    let sent = 0;
    page.on("request", (request) => {
      if (isAdminAjax("astra_add_cart_single_product")(request)) sent += 1;
    });
    await page.locator(".summary button.single_add_to_cart_button").click();
    await page.waitForTimeout(300);
    expect(sent).toBe(0);
    expect(
      await page
        .locator("select#attribute_colour")
        .evaluate((select: HTMLSelectElement) => select.validity.valueMissing),
    ).toBe(true);
  });

  test("a grouped product posts quantity[<id>] per child (S-PROD-05)", async ({ page }) => {
    await page.goto(TEA_SET);
    await waitForPageScript(page);
    await page.locator("input[name='quantity[135]']").fill("1");
    await page.locator("input[name='quantity[134]']").fill("2");
    const request = page.waitForRequest(isAdminAjax("astra_add_cart_single_product"));
    await page.locator(".summary button.single_add_to_cart_button").click();
    const body = (await request).postData() ?? "";
    expect(body).toContain('name="quantity[135]"\r\n\r\n1');
    expect(body).toContain('name="quantity[134]"\r\n\r\n2');
    await expect.poll(() => headerCartCount(page)).toBe("3");
  });

  test("a failure alerts the error text, or the default message, and removes the loading state (S-PROD-15, S-PROD-16, S-PROD-17)", async ({
    page,
  }) => {
    await page.goto(MUG);
    await waitForPageScript(page);
    const replies = [JSON.stringify({ error: "Only 2 left, sorry." }), JSON.stringify({ error: true })];
    await page.route("**/wp-admin/admin-ajax.php", (route) =>
      route.fulfill({ status: 200, contentType: "application/json", body: replies.shift() ?? "" }),
    );
    const messages: string[] = [];
    page.on("dialog", (dialog) => {
      messages.push(dialog.message());
      void dialog.accept();
    });
    const button = page.locator(".summary button.single_add_to_cart_button");
    await button.click();
    await expect.poll(() => messages.length).toBe(1);
    await expect(button).not.toHaveClass(/\bloading\b/);
    await button.click();
    await expect.poll(() => messages.length).toBe(2);
    expect(messages).toEqual(["Only 2 left, sorry.", "Could not add product to cart. Please try again."]);
    await expect(button).not.toHaveClass(/\bloading\b/);
  });

  test("an empty reply reloads the page (S-PROD-14)", async ({ page }) => {
    await page.goto(MUG);
    await waitForPageScript(page);
    await page.route("**/wp-admin/admin-ajax.php", (route) => route.fulfill({ status: 200, body: "" }));
    const reloaded = page.waitForEvent("load");
    await page.locator(".summary button.single_add_to_cart_button").click();
    await reloaded;
  });

  test("default behaviour stays on the page when redirect after add is off (S-PROD-12)", async ({ page }) => {
    await addMugFromProductPage(page, variantOrigin("default-stay"));
    await expect(page.locator(".summary form.cart a.added_to_cart")).toBeVisible();
    expect(new URL(page.url()).pathname).toBe(MUG);
    await expect(page.locator("#astra-mobile-cart-drawer")).not.toHaveAttribute("open", "");
  });

  test("default behaviour goes to the cart when redirect after add is on (S-PROD-12)", async ({ page }) => {
    await addMugFromProductPage(page, variantOrigin("default-redirect"));
    await expect(page).toHaveURL(/\/cart\/$/);
  });

  test("redirect_cart_page goes to the cart (S-PROD-10)", async ({ page }) => {
    await addMugFromProductPage(page, variantOrigin("redirect-cart"));
    await expect(page).toHaveURL(/\/cart\/$/);
  });

  test("redirect_checkout_page goes to the checkout (S-PROD-11)", async ({ page }) => {
    await addMugFromProductPage(page, variantOrigin("redirect-checkout"));
    await expect(page).toHaveURL(/\/checkout\/$/);
  });
});

test.describe("quantity stepper", () => {
  test.beforeEach(async ({ page }) => {
    await page.goto(CANDLES);
    await waitForPageScript(page);
  });
  const quantityInput = (page: Page) => page.locator(".summary form.cart input.qty");

  test("keeps within min, max and step, and raises typed values below min after 500 ms (S-QTY-01, S-QTY-02, S-QTY-03, S-QTY-05, S-QTY-07, S-QTY-09)", async ({
    page,
  }) => {
    const input = quantityInput(page);
    const plus = page.locator(".summary form.cart button.plus");
    const minus = page.locator(".summary form.cart button.minus");
    await expect(input).toHaveValue("6");
    await minus.click();
    await expect(input).toHaveValue("6");
    for (const expected of ["12", "18", "24", "24"]) {
      await plus.click();
      await expect(input).toHaveValue(expected);
    }
    await input.fill("3");
    await expect(input).toHaveValue("3");
    await expect(input).toHaveValue("6", { timeout: 2000 });
    await input.fill("99");
    await expect(input).toHaveValue("24", { timeout: 2000 });
  });

  test("a step clicked while a typed quantity waits for its 500 ms is not undone by it (S-QTY-09)", async ({
    page,
  }) => {
    const input = quantityInput(page);
    await input.fill("12");
    await page.locator(".summary form.cart button.plus").click();
    await expect(input).toHaveValue("18");
    // Past the typing's debounce: the typed 12 it was waiting to act on must not come back.
    await page.waitForTimeout(800);
    await expect(input).toHaveValue("18");
  });
});

test.describe("mini cart", () => {
  test.beforeEach(async ({ page }, testInfo) => {
    test.skip(
      testInfo.project.name === "mobile",
      "the header mini cart is the desktop one; mobile uses the drawer",
    );
    await addMugFromProductPage(page);
    await expect(page.locator("#astra-mobile-cart-drawer")).toHaveAttribute("open", "");
    await page.keyboard.press("Escape");
  });

  test("remove blocks the item with a 0.6 'Please wait...' overlay until the reply (S-MINI-01, S-MINI-02, S-MINI-04, S-MINI-05, S-MINI-06, S-CALL-02)", async ({
    page,
  }) => {
    let release: () => void = () => undefined;
    await page.route("**/?wc-ajax=remove_from_cart", async (route) => {
      await new Promise<void>((resolve) => {
        release = resolve;
      });
      await route.continue();
    });
    const miniCart = page.locator(".ast-site-header-cart");
    await miniCart.hover();
    const item = miniCart.locator(".woocommerce-mini-cart-item").first();
    await item.locator("a.remove_from_cart_button").click();
    const overlay = item.locator(".blockUI.blockOverlay");
    await expect(overlay).toHaveText("Please wait...");
    await expect.poll(() => overlay.evaluate((element) => getComputedStyle(element).opacity)).toBe("0.6");
    expect(await overlay.evaluate((element) => getComputedStyle(element).transitionDuration)).toBe("0.2s");
    release();
    await expect(miniCart.locator(".woocommerce-mini-cart__empty-message")).toBeAttached();
    expect(await headerCartCount(page)).toBe("0");
  });

  test("a failed remove follows the remove link, which works without script (S-MINI-07)", async ({
    page,
  }) => {
    await page.route("**/?wc-ajax=remove_from_cart", (route) => route.abort());
    const miniCart = page.locator(".ast-site-header-cart");
    await miniCart.hover();
    await miniCart.locator("a.remove_from_cart_button").first().click();
    await expect(page.locator(".woocommerce-message")).toContainText("removed");
    expect(await headerCartCount(page)).toBe("0");
  });

  test("quantity steppers call astra_add_cart_single_product_quantity, show loading, then refresh (S-MINI-08, S-QTY-10, S-QTY-11, S-CALL-05)", async ({
    page,
  }) => {
    const miniCart = page.locator(".ast-site-header-cart");
    await miniCart.hover();
    const request = page.waitForRequest(isAdminAjax("astra_add_cart_single_product_quantity"));
    const refreshed = page.waitForRequest("**/?wc-ajax=get_refreshed_fragments");
    await miniCart.locator("button.plus").first().click();
    const fields = new URLSearchParams((await request).postData() ?? "");
    expect(fields.get("quantity")).toBe("2");
    expect(fields.get("hash")).toMatch(/^[0-9a-f]{32}$/);
    expect(fields.get("qtyNonce")).toMatch(/^[0-9a-f]{10}$/);
    await refreshed;
    await expect.poll(() => headerCartCount(page)).toBe("2");
    await expect(page.locator(".ast-site-header-cart .widget_shopping_cart_content")).not.toHaveClass(
      /ast-loader/,
    );
  });
});

test("the cart stays consistent across tabs", async ({ page, context }) => {
  await page.goto("/shop/");
  await waitForPageScript(page);
  const other = await context.newPage();
  await other.goto(MUG);
  await waitForPageScript(other);
  await other.locator(".summary button.single_add_to_cart_button").click();
  await expect.poll(() => headerCartCount(other)).toBe("1");
  await expect.poll(() => headerCartCount(page)).toBe("1");
});

test.describe("cart page first paint", () => {
  async function addMug(page: Page) {
    const response = await page.request.post("/?wc-ajax=add_to_cart", {
      form: { product_id: "127", quantity: "1" },
    });
    expect(response.ok()).toBe(true);
  }

  test("nothing moves as the cart hydrates: the coupon box and the steppers are in place from the first paint", {
    tag: "@phone",
  }, async ({ page }) => {
    await addMug(page);
    await recordLayoutShifts(page);
    await page.goto("/cart/");
    await waitForPageScript(page);
    await expect(page.locator(".cart_totals #ast-coupon-code")).toBeEnabled();
    await expect(page.locator(".woocommerce-cart-form .product-quantity button.plus")).toBeEnabled();
    await expect(page.locator(".woocommerce-cart-form .actions")).toBeHidden();
    expect(await layoutShifts(page)).toEqual([]);
  });

  test("before the page hydrates the scripted controls show but cannot be used, and the no-script row is hidden", async ({
    page,
  }) => {
    await addMug(page);
    // The page's modules never arrive: what the first paint shows stays on screen.
    await page.route("**/assets/*.js", (route) => route.abort());
    await page.goto("/cart/");
    await expect(page.locator("html")).toHaveClass(/\bvitrine-js\b/);
    await expect(page.locator("#ast-coupon-code")).toBeVisible();
    await expect(page.locator("#ast-coupon-code")).toBeDisabled();
    await expect(page.locator(".ast-cart-coupon button")).toBeDisabled();
    await expect(page.locator(".woocommerce-cart-form .product-quantity button.plus")).toBeDisabled();
    await expect(page.locator(".woocommerce-cart-form .actions")).toBeHidden();
    await expect(page.locator('button[name="update_cart"]')).toBeHidden();
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the cart shows its own coupon row and Update cart; the scripted coupon box and steppers are not there", async ({
    page,
  }) => {
    await page.goto("/?add-to-cart=127");
    await page.goto("/cart/");
    await expect(page.locator('.woocommerce-cart-form .actions input[name="coupon_code"]')).toBeVisible();
    await expect(page.locator('button[name="update_cart"]')).toBeVisible();
    await expect(page.locator("#ast-coupon-code")).toBeHidden();
    await expect(page.locator(".woocommerce-cart-form .product-quantity button.plus")).toBeHidden();
  });

  test("browse → add from the list → add from the product page → remove, all by links and forms", async ({
    page,
  }) => {
    await page.goto("/shop/");
    await page.locator('a.add_to_cart_button[data-quantity="1"]').first().click();
    await expect(page.locator(".woocommerce-message")).toContainText("has been added to your cart");
    expect(await headerCartCount(page)).toBe("1");

    await page.goto(HOODIE);
    await page.selectOption("select#attribute_colour", "Sand");
    await page.locator(".summary button.single_add_to_cart_button").click();
    await expect(page.locator(".woocommerce-message")).toContainText("Organic Hoodie - Sand");
    expect(await headerCartCount(page)).toBe("2");

    await page.goto(MUG);
    await page.locator(".summary form.cart input.qty").fill("2");
    await page.locator(".summary button.single_add_to_cart_button").click();
    await expect(page.locator(".woocommerce-message")).toContainText("Speckled Stoneware Mug");
    expect(await headerCartCount(page)).toBe("4");

    const removeLinks = page.locator(".ast-site-header-cart a.remove_from_cart_button");
    await expect(removeLinks).toHaveCount(3);
    await page.goto((await removeLinks.first().getAttribute("href")) ?? "");
    await expect(page.locator(".woocommerce-message")).toContainText("removed");
    await expect(page.locator(".ast-site-header-cart a.remove_from_cart_button")).toHaveCount(2);
  });
});

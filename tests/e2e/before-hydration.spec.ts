import { addToCartByRequest, MUG_ID } from "./demo-shopper.ts";
import { expect, test } from "./fixtures.ts";
import { holdHydration, isHydrated, waitForHydration } from "./support.ts";

// What a visitor enters while the page's script is still arriving is kept once the page is live
// (app/lib/kept-from-before-hydration.ts): hydration would otherwise set each controlled field back to the server's
// value at its next render.

test.describe("fields changed before the page hydrates", () => {
  test("a variation chosen before the page is live stays chosen when it hydrates", async ({ page }) => {
    const release = await holdHydration(page);
    await page.goto("/product/organic-hoodie/");
    const select = page.locator("select#attribute_colour");
    await expect(select).toHaveValue("Sand");
    await select.selectOption("Forest");
    expect(await isHydrated(page)).toBe(false);
    release();
    await waitForHydration(page);
    await expect(page.locator(".woocommerce-variation .stock")).toHaveText("Out of stock");
    await expect(select).toHaveValue("Forest");
  });

  test("a quantity typed before the page is live is the quantity added once it hydrates", async ({
    page,
  }) => {
    const release = await holdHydration(page);
    await page.goto("/product/speckled-stoneware-mug/");
    const quantity = page.locator("form.cart input.qty");
    await quantity.fill("3");
    expect(await isHydrated(page)).toBe(false);
    release();
    await waitForHydration(page);
    // The stepper's buttons come alive in the render after hydration, the one that used to put "1" back.
    await expect(page.locator("form.cart button.plus")).toBeEnabled();
    await expect(quantity).toHaveValue("3");
    await page.locator("form.cart button.plus").click();
    await expect(quantity).toHaveValue("4");
  });
});

test.describe("fields changed before the cart and checkout hydrate", () => {
  test.skip(({ isMobile }) => isMobile, "purchase flows run on the desktop project");

  test("a cart quantity typed before the page is live updates the cart once it hydrates", async ({
    page,
  }) => {
    await addToCartByRequest(page.request, MUG_ID, 1);
    const release = await holdHydration(page);
    await page.goto("/cart/");
    const quantity = page.locator('.woocommerce-cart-form input.qty[name^="cart["]');
    await quantity.fill("3");
    release();
    await waitForHydration(page);
    await expect(page.locator(".cart-subtotal td")).toHaveText("44,70 €");
    await expect(quantity).toHaveValue("3");
  });

  test("a country chosen before the checkout is live stays chosen, and its state field follows", async ({
    page,
  }) => {
    await addToCartByRequest(page.request, MUG_ID, 1);
    const release = await holdHydration(page);
    await page.goto("/checkout/");
    const country = page.locator("select#billing_country");
    await expect(country).toHaveValue("FR");
    // France asks for no state; the United States offer a list.
    await expect(page.locator("#billing_state")).toHaveCount(0);
    await country.selectOption("US");
    release();
    await waitForHydration(page);
    await expect(page.locator("select#billing_state option[value='CA']")).toHaveCount(1);
    await expect(country).toHaveValue("US");
  });
});

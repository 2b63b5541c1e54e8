import type { Page } from "@playwright/test";
import { addToCartByRequest, MUG_ID } from "./demo-shopper.ts";
import { expect, test } from "./fixtures.ts";
import { holdHydration, isHydrated, waitForHydration } from "./support.ts";

// What a visitor enters while the page's script is still arriving is kept once the page is live
// (app/lib/kept-from-before-hydration.ts): hydration would otherwise set each controlled field back to the server's
// value at its next render.

/** Opens `path` with its entry chunk held back, lets `enter` act on the server's page, then lets it hydrate. */
async function enterBeforeHydration(page: Page, path: string, enter: () => Promise<void>): Promise<void> {
  const release = await holdHydration(page);
  await page.goto(path);
  await enter();
  release();
  await waitForHydration(page);
}

test.describe("fields changed before the page hydrates", () => {
  test("a variation chosen before the page is live stays chosen when it hydrates", async ({ page }) => {
    const select = page.locator("select#attribute_colour");
    await enterBeforeHydration(page, "/product/organic-hoodie/", async () => {
      await expect(select).toHaveValue("Sand");
      await select.selectOption("Forest");
      expect(await isHydrated(page)).toBe(false);
    });
    await expect(page.locator(".woocommerce-variation .stock")).toHaveText("Out of stock");
    await expect(select).toHaveValue("Forest");
  });

  test("a quantity typed before the page is live is the quantity added once it hydrates", async ({
    page,
  }) => {
    const quantity = page.locator("form.cart input.qty");
    await enterBeforeHydration(page, "/product/speckled-stoneware-mug/", async () => {
      await quantity.fill("3");
      expect(await isHydrated(page)).toBe(false);
    });
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
    const quantity = page.locator('.woocommerce-cart-form input.qty[name^="cart["]');
    await enterBeforeHydration(page, "/cart/", () => quantity.fill("3"));
    await expect(page.locator(".cart-subtotal td")).toHaveText("44,70 €");
    await expect(quantity).toHaveValue("3");
  });

  test("a country chosen before the checkout is live stays chosen, and its state field follows", async ({
    page,
  }) => {
    await addToCartByRequest(page.request, MUG_ID, 1);
    const country = page.locator("select#billing_country");
    await enterBeforeHydration(page, "/checkout/", async () => {
      await expect(country).toHaveValue("FR");
      // France asks for no state; the United States offer a list.
      await expect(page.locator("#billing_state")).toHaveCount(0);
      await country.selectOption("US");
    });
    await expect(page.locator("select#billing_state option[value='CA']")).toHaveCount(1);
    await expect(country).toHaveValue("US");
  });
});

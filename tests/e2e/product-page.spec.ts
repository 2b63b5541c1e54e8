import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "./fixtures.ts";
import { waitForPageScript } from "./support.ts";

const MUG = "/product/speckled-stoneware-mug/"; // three images

test.describe("product page", () => {
  test("the gallery moves by next, previous and thumbnail index (S-PROD-01, S-PROD-20, S-CONST-09)", async ({
    page,
  }) => {
    await page.goto(MUG);
    await waitForPageScript(page);
    const main = page.locator(".woocommerce-product-gallery__wrapper img");
    const thumbnails = page.locator(".flex-control-thumbs button");
    await expect(thumbnails).toHaveCount(3);
    expect(
      await page
        .locator(".flex-viewport-thumbnails")
        .evaluate((element) => element.getBoundingClientRect().width),
    ).toBe(80);
    const first = await main.getAttribute("src");
    await page.getByRole("button", { name: "Next image" }).click();
    await expect(thumbnails.nth(1)).toHaveAttribute("aria-current", "true");
    expect(await main.getAttribute("src")).not.toBe(first);
    await page.getByRole("button", { name: "Previous image" }).click();
    await expect(main).toHaveAttribute("src", first ?? "");
    await page.getByRole("button", { name: "Previous image" }).click();
    await expect(thumbnails.nth(2)).toHaveAttribute("aria-current", "true");
    await thumbnails.nth(0).click();
    await expect(main).toHaveAttribute("src", first ?? "");
  });

  test("a swipe of more than 50 px moves the gallery (S-CONST-08)", async ({ page }, testInfo) => {
    test.skip(testInfo.project.name !== "mobile", "touch input is emulated on the mobile project");
    await page.goto(MUG);
    await waitForPageScript(page);
    const wrapper = page.locator(".woocommerce-product-gallery__wrapper");
    const first = await wrapper.locator("img").getAttribute("src");
    await wrapper.dispatchEvent("touchstart", { touches: [{ identifier: 1, clientX: 300, clientY: 200 }] });
    await wrapper.dispatchEvent("touchend", {
      changedTouches: [{ identifier: 1, clientX: 200, clientY: 200 }],
    });
    await expect(wrapper.locator("img")).not.toHaveAttribute("src", first ?? "");
    const second = await wrapper.locator("img").getAttribute("src");
    await wrapper.dispatchEvent("touchstart", { touches: [{ identifier: 2, clientX: 300, clientY: 200 }] });
    await wrapper.dispatchEvent("touchend", {
      changedTouches: [{ identifier: 2, clientX: 280, clientY: 200 }],
    });
    await expect(wrapper.locator("img")).toHaveAttribute("src", second ?? "");
  });

  test("tabs show one panel at a time, follow the arrow keys and open from the address hash", async ({
    page,
  }) => {
    await page.goto(`${MUG}#tab-additional_information`);
    await waitForPageScript(page);
    await expect(page.locator("#tab-additional_information")).toBeVisible();
    await expect(page.locator("#tab-description")).toBeHidden();
    await page.getByRole("tab", { name: "Description" }).click();
    await expect(page.locator("#tab-description")).toBeVisible();
    await page.keyboard.press("ArrowRight");
    await expect(page.getByRole("tab", { name: "Additional information" })).toBeFocused();
    await expect(page.locator("#tab-additional_information")).toBeVisible();
  });

  test("without script every tab panel shows", async ({ browser }, testInfo) => {
    const context = await browser.newContext({
      javaScriptEnabled: false,
      baseURL: testInfo.project.use.baseURL,
    });
    const page = await context.newPage();
    await page.goto(MUG);
    await expect(page.locator("#tab-description")).toBeVisible();
    await expect(page.locator("#tab-additional_information")).toBeVisible();
    await context.close();
  });

  test("related products come from the same categories", async ({ page }) => {
    await page.goto(MUG);
    await expect(page.locator("section.related li.product")).not.toHaveCount(0);
    await expect(page.locator("section.related")).not.toContainText("Speckled Stoneware Mug");
  });

  test("a notice gets focus after 500 ms and a success is announced after 1000 ms (S-A11Y-01, S-A11Y-02)", async ({
    page,
  }) => {
    await page.goto("/shop/");
    await page
      .locator('a.add_to_cart_button[data-quantity="1"]')
      .first()
      .evaluate((element: HTMLAnchorElement) => {
        element.classList.remove("ajax_add_to_cart");
        element.click();
      });
    await page.waitForURL(/\/shop\/$/);
    const message = page.locator(".woocommerce-message");
    await expect(message).toBeVisible();
    await expect(message).toBeFocused({ timeout: 2000 });
    await expect(page.locator(".widget_shopping_cart_live_region")).toContainText(
      "has been added to your cart",
      {
        timeout: 3000,
      },
    );
  });

  test("axe finds no accessibility violations on a variable product with the script running", async ({
    page,
  }) => {
    await page.goto("/product/organic-hoodie/");
    await waitForPageScript(page);
    const results = await new AxeBuilder({ page }).analyze();
    expect(results.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
  });
});

import { expect, test } from "../fixtures.ts";
import { CONTENT_PAGES, checkLookAndAxe } from "./content-support.ts";
import { collectErrors, waitForBuilderRuntime } from "./support.ts";

const care = ".elementor-element-t600003";
const materials = ".elementor-element-t600012";
const faq = ".elementor-element-t600022";
const toggle = ".elementor-element-t600032";

test.describe("tabs and accordions", () => {
  test("without script: the first panel shows and the other titles are links that show theirs; accordions are details", async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(CONTENT_PAGES.tabs);
    await expect(page.locator(`${care} #elementor-tab-content-t6000031`)).toBeVisible();
    await expect(page.locator(`${care} #elementor-tab-content-t6000032`)).toBeHidden();
    await page.locator(`${care} a[href="#elementor-tab-content-t6000032"]`).click();
    await expect(page.locator(`${care} #elementor-tab-content-t6000032`)).toBeVisible();
    await expect(page.locator(`${care} #elementor-tab-content-t6000031`)).toBeHidden();
    await page.locator(`${faq} summary`).first().click();
    await expect(page.locator(`${faq} details`).first()).toHaveAttribute("open", "");
    await context.close();
  });

  test("keyboard per the ARIA tabs pattern: arrows, Home, End move and activate (W-TABS-03)", async ({
    page,
  }) => {
    const errors = collectErrors(page);
    await page.goto(CONTENT_PAGES.tabs);
    await waitForBuilderRuntime(page);
    const tabs = page.locator(`${care} [role=tab]`);
    await expect(page.locator(`${care} [role=tablist]`)).toHaveAttribute("aria-orientation", "horizontal");
    await expect(tabs.nth(0)).toHaveAttribute("aria-selected", "true");
    await expect(tabs.nth(1)).toHaveAttribute("tabindex", "-1");
    await tabs.nth(0).focus();
    await page.keyboard.press("ArrowRight");
    await expect(tabs.nth(1)).toBeFocused();
    await expect(tabs.nth(1)).toHaveAttribute("aria-selected", "true");
    await expect(page.locator(`${care} [role=tabpanel]`).nth(1)).toBeVisible();
    await expect(page.locator(`${care} [role=tabpanel]`).nth(0)).toBeHidden();
    await page.keyboard.press("End");
    await expect(tabs.nth(2)).toBeFocused();
    await page.keyboard.press("ArrowRight");
    await expect(tabs.nth(0)).toBeFocused();
    await page.keyboard.press("ArrowLeft");
    await expect(tabs.nth(2)).toHaveAttribute("aria-selected", "true");
    await page.keyboard.press("Home");
    await expect(tabs.nth(0)).toHaveAttribute("aria-selected", "true");
    // Tab leaves the tab list for the active panel.
    await page.keyboard.press("Tab");
    await expect(page.locator(`${care} [role=tabpanel]`).nth(0)).toBeFocused();
    // Tabs without hash sync leave the address alone.
    expect(new URL(page.url()).hash).toBe("");
    expect(errors).toEqual([]);
  });

  test("hash sync: the active tab's id becomes the hash (W-URL-07, W-TABS-03)", async ({ page }) => {
    await page.goto(CONTENT_PAGES.tabs);
    await waitForBuilderRuntime(page);
    await page.locator(`${materials} [role=tab]`, { hasText: "Glazes" }).click();
    await expect(page).toHaveURL(/#ekit-tab-t600012-glaze$/);
    await expect(page.locator(`${materials} #ekit-tab-content-t600012-glaze`)).toBeVisible();
  });

  test("a hash on load opens that tab (W-URL-08)", async ({ page }) => {
    await page.goto(`${CONTENT_PAGES.tabs}#ekit-tab-t600012-wood`);
    await waitForBuilderRuntime(page);
    await expect(page.locator(`${materials} #ekit-tab-t600012-wood`)).toHaveAttribute(
      "aria-selected",
      "true",
    );
    await expect(page.locator(`${materials} #ekit-tab-content-t600012-wood`)).toBeVisible();
    await expect(page.locator(`${materials} #ekit-tab-content-t600012-clay`)).toBeHidden();
  });

  test("a hash change opens that tab (W-URL-09)", async ({ page }) => {
    await page.goto(CONTENT_PAGES.tabs);
    await waitForBuilderRuntime(page);
    await page.evaluate(() => {
      window.location.hash = "ekit-tab-t600012-glaze";
    });
    await expect(page.locator(`${materials} #ekit-tab-t600012-glaze`)).toHaveAttribute(
      "aria-selected",
      "true",
    );
    await page.evaluate(() => {
      window.location.hash = "ekit-tab-content-t600012-wood";
    });
    await expect(page.locator(`${materials} #ekit-tab-content-t600012-wood`)).toBeVisible();
  });

  test("accordion: a click toggles an item, opening one closes its siblings; toggles stay independent (W-TABS-01, W-TABS-02)", async ({
    page,
  }) => {
    await page.goto(CONTENT_PAGES.tabs);
    await waitForBuilderRuntime(page);
    const items = page.locator(`${faq} details`);
    await items.nth(0).locator("summary").click();
    await expect(items.nth(0)).toHaveAttribute("open", "");
    await items.nth(1).locator("summary").click();
    await expect(items.nth(1)).toHaveAttribute("open", "");
    await expect(items.nth(0)).not.toHaveAttribute("open", "");
    await items.nth(1).locator("summary").press("Enter");
    await expect(items.nth(1)).not.toHaveAttribute("open", "");
    const toggles = page.locator(`${toggle} details`);
    await toggles.nth(0).locator("summary").click();
    await toggles.nth(2).locator("summary").click();
    await expect(toggles.nth(0)).toHaveAttribute("open", "");
    await expect(toggles.nth(2)).toHaveAttribute("open", "");
    const schema = JSON.parse(
      (await page.locator(`${faq} script[type="application/ld+json"]`).textContent()) ?? "",
    );
    expect(schema["@type"]).toBe("FAQPage");
    expect(schema.mainEntity).toHaveLength(3);
  });

  test("looks designed and axe finds nothing at 1280 and 390 px", async ({ page }) => {
    test.setTimeout(120_000); // two axe passes and two full-page screenshots
    await page.goto(CONTENT_PAGES.tabs);
    await waitForBuilderRuntime(page);
    await page.locator(`${faq} summary`).first().click();
    await checkLookAndAxe(page, "tabs");
  });
});

import type { Page } from "@playwright/test";
import { expect, test } from "../fixtures.ts";
import { variantOrigin } from "../support.ts";
import { expectNoAxeViolations, waitForBuilderRuntime } from "./support.ts";

/**
 * The demo shop's Elementor header template (content/demo/site/20-header.xml), switched on by the setting
 * `header.template` on the `header-template` variant server; the main server keeps Astra's header. Each test
 * sets its own window size, so they run once (desktop project).
 */
const ORIGIN = variantOrigin("header-template");
const DESKTOP = { width: 1366, height: 900 };
const TABLET = { width: 900, height: 1000 };
const MOBILE = { width: 390, height: 844 };
const HEADER = "header.elementor-location-header";
const STICKY = ".elementor-element-d000001";
const SHOTS = "test-results/demo-header";

test.beforeEach(async ({ browserName: _browser }, testInfo) => {
  test.skip(testInfo.project.name !== "desktop", "each test sets its own window size");
});

async function open(page: Page, size: { width: number; height: number }, path = "/shop/", dark = false) {
  await page.setViewportSize(size);
  if (dark)
    await page.context().addCookies([{ name: "astraColorSwitcherState", value: "true", url: ORIGIN }]);
  await page.goto(`${ORIGIN}${path}`);
  await waitForBuilderRuntime(page);
}

async function scrollTo(page: Page, y: number) {
  await page.evaluate((top) => window.scrollTo(0, top), y);
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
}

test("the setting puts the Elementor header in Astra's place; the main server keeps Astra's (W-STICKY-01)", async ({
  page,
}) => {
  await open(page, DESKTOP);
  await expect(page.locator(HEADER)).toHaveCount(1);
  await expect(page.locator("#masthead")).toHaveCount(0);
  await page.goto("/shop/");
  await expect(page.locator("#masthead")).toBeVisible();
  await expect(page.locator(HEADER)).toHaveCount(0);
});

for (const dark of [false, true]) {
  const palette = dark ? "dark" : "light";
  test(`desktop (${palette}): logo, menu with a dropdown and the categories' mega menu, search, cart; sticky (W-MENU-18 W-MENU-19 W-STICKY-12 W-STICKY-13)`, async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await open(page, DESKTOP, "/shop/", dark);
    const header = page.locator(HEADER);
    await expect(header.getByRole("link", { name: "Vitrine", exact: true })).toBeVisible();
    await expect(header.getByRole("button", { name: "Open search" })).toBeVisible();
    await expect(
      header.locator(".elementor-menu-cart__toggle_button, .elementor-menu-cart__toggle a").first(),
    ).toBeVisible();
    const menu = header.locator(".elementor-element-d000003");
    await menu.getByRole("link", { name: "Gift ideas", exact: true }).hover();
    await expect(menu.getByRole("link", { name: "Notebooks" })).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/desktop-dropdown-${palette}.png` });
    await menu.getByRole("link", { name: "Shop", exact: true }).hover();
    const mega = menu.locator(".elementskit-megamenu-panel");
    await expect(mega).toHaveAttribute("data-megamenu-state", "loaded");
    await expect(mega.getByRole("link", { name: "Lighting" })).toBeVisible();
    await expect(mega.getByRole("link", { name: "Shop gift ideas" })).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/desktop-mega-${palette}.png` });
    await expectNoAxeViolations(page, `mega menu open ${palette} `);
    await page.mouse.move(5, 700);
    await scrollTo(page, 400);
    await expect(page.locator(STICKY)).toHaveClass(/uae-sticky--active/);
    await page.screenshot({ path: `${SHOTS}/desktop-stuck-${palette}.png` });
  });

  test(`mobile (${palette}): the menu behind its toggle, the header hides scrolling down and returns scrolling up (W-MENU-10 W-MENU-11 W-STICKY-16 W-STICKY-17)`, async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await open(page, MOBILE, "/shop/", dark);
    const header = page.locator(HEADER);
    const hamburger = header.getByRole("button", { name: "Open Shop menu" });
    await expect(hamburger).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/mobile-${palette}.png` });
    await expectNoAxeViolations(page, `mobile ${palette} `);
    await hamburger.click();
    await expect(header.getByRole("link", { name: "Home" })).toBeFocused();
    await header.getByRole("button", { name: "Gift ideas: submenu" }).click();
    await expect(header.getByRole("link", { name: "Notebooks" })).toBeVisible();
    await page.waitForTimeout(300);
    await page.screenshot({ path: `${SHOTS}/mobile-menu-open-${palette}.png` });
    await expectNoAxeViolations(page, `mobile menu open ${palette} `);
    // Escape closes the open submenu first, then the panel.
    await page.keyboard.press("Escape");
    await expect(header.getByRole("link", { name: "Notebooks" })).toBeHidden();
    await page.keyboard.press("Escape");
    await expect(hamburger).toHaveAttribute("aria-expanded", "false");
    // Sticky from 60 px; hidden once scrolled down past 240 px, shown again on the way up.
    await scrollTo(page, 150);
    await expect(page.locator(STICKY)).toHaveClass(/uae-sticky--active/);
    await expect(page.locator(STICKY)).not.toHaveClass(/uae-sticky--hidden/);
    await scrollTo(page, 600);
    await expect(page.locator(STICKY)).toHaveClass(/uae-sticky--hidden/);
    await scrollTo(page, 500);
    await expect(page.locator(STICKY)).not.toHaveClass(/uae-sticky--hidden/);
    await page.screenshot({ path: `${SHOTS}/mobile-stuck-${palette}.png` });
  });
}

test("tablet: sticky but never hidden while scrolling down (W-STICKY-11)", async ({ page }) => {
  await open(page, TABLET);
  await scrollTo(page, 300);
  await scrollTo(page, 1200);
  await expect(page.locator(STICKY)).toHaveClass(/uae-sticky--active/);
  await expect(page.locator(STICKY)).not.toHaveClass(/uae-sticky--hidden/);
});

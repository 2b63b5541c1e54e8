import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { variantOrigin, waitForPageScript } from "./support.ts";

const DARK_BACKGROUND = "rgb(21, 25, 29)"; // switched palette, colour 4 (#15191d)
const LIGHT_BACKGROUND = "rgb(246, 244, 239)"; // default palette, colour 4 (#f6f4ef)

async function bodyBackground(page: Page): Promise<string> {
  return page.evaluate(() => getComputedStyle(document.body).backgroundColor);
}

/** Lets the scroll handlers (once per animation frame) run. */
async function nextFrames(page: Page): Promise<void> {
  await page.evaluate(
    () => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))),
  );
}

async function scrollTo(page: Page, y: number): Promise<void> {
  await page.evaluate((top) => window.scrollTo({ top, behavior: "instant" }), y);
}

test.describe("store notice", () => {
  test("shows until dismissed, then cookie store_notice<id>=hidden on path / keeps it hidden after reload (S-THEME-05, S-THEME-06, S-THEME-07, S-THEME-08)", async ({
    page,
    context,
  }) => {
    await page.goto("/");
    await waitForPageScript(page);
    const notice = page.getByRole("region", { name: "Store notice" });
    await expect(notice).toBeVisible();
    await expect(notice).toHaveAttribute("data-notice-id", "1");
    await expect(notice).toHaveClass(/ast-store-notice-top/);
    await notice.getByRole("button", { name: "Dismiss" }).click();
    await expect(notice).toHaveCount(0);
    const cookie = (await context.cookies()).find((candidate) => candidate.name === "store_notice1");
    expect(cookie).toMatchObject({ value: "hidden", path: "/", expires: -1 });
    const reloaded = await page.reload();
    // The notice's markup, not the theme's rules for it (the page carries its stylesheets, decision 035).
    expect(await reloaded?.text()).not.toMatch(/class="woocommerce-store-notice[ "]/);
    await expect(page.getByRole("region", { name: "Store notice" })).toHaveCount(0);
  });

  test("a notice with a new id shows again to a shopper who dismissed the old one (S-THEME-06, S-THEME-08)", async ({
    page,
    context,
  }) => {
    await context.addCookies([
      { name: "store_notice1", value: "hidden", url: variantOrigin("furniture-alt") },
    ]);
    await page.goto(`${variantOrigin("furniture-alt")}/`);
    const notice = page.getByRole("region", { name: "Store notice" });
    await expect(notice).toHaveAttribute("data-notice-id", "2");
    await expect(notice).toContainText("summer sale");
  });

  test("hanging over the top, it stays fixed over the page while scrolling (S-THEME-05)", async ({
    page,
  }) => {
    await page.goto(`${variantOrigin("furniture-alt")}/shop/`);
    const notice = page.getByRole("region", { name: "Store notice" });
    await expect(notice).toHaveClass(/ast-store-notice-hang-over-top/);
    expect(await notice.evaluate((element) => getComputedStyle(element).position)).toBe("fixed");
    await scrollTo(page, 600);
    const box = await notice.boundingBox();
    expect(box?.y).toBe(0);
  });
});

test.describe("store notice without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the dismiss button posts, sets the cookie and comes back to the same page (S-THEME-07)", async ({
    page,
    context,
  }) => {
    await page.goto("/shop/?orderby=price");
    await page.getByRole("region", { name: "Store notice" }).getByRole("button", { name: "Dismiss" }).click();
    await expect(page).toHaveURL(/\/shop\/\?orderby=price$/);
    await expect(page.getByRole("region", { name: "Store notice" })).toHaveCount(0);
    expect((await context.cookies()).find((cookie) => cookie.name === "store_notice1")?.value).toBe("hidden");
  });
});

test.describe("colour-palette switcher", () => {
  test("switches palette in place, saves astraColorSwitcherState for 90 days, and the next server response already carries it (S-THEME-11, S-THEME-12, S-HEAD-03)", async ({
    page,
    context,
  }) => {
    await page.emulateMedia({ colorScheme: "light" });
    await page.goto("/");
    await waitForPageScript(page);
    expect(await bodyBackground(page)).toBe(LIGHT_BACKGROUND);
    const switcher = page.getByRole("button", { name: "Dark colour mode" });
    await expect(switcher).toHaveAttribute("aria-pressed", "false");
    await switcher.click();
    await expect(switcher).toHaveAttribute("aria-pressed", "true");
    await expect(page.locator("body")).toHaveClass(/astra-dark-mode-enable/);
    expect(await bodyBackground(page)).toBe(DARK_BACKGROUND);

    const cookie = (await context.cookies()).find(
      (candidate) => candidate.name === "astraColorSwitcherState",
    );
    expect(cookie).toMatchObject({ value: "true", path: "/" });
    const days = ((cookie?.expires ?? 0) - Date.now() / 1000) / 86_400;
    expect(days).toBeGreaterThan(89.9);
    expect(days).toBeLessThanOrEqual(90);

    // No flash: the HTML the server sends already has the dark palette and class, before any script runs.
    const html = await (await page.request.get("/shop/")).text();
    expect(html).toMatch(/<body[^>]*class="[^"]*astra-dark-mode-enable/);
    expect(html).toMatch(/<style id="ast-global-palette">:root\{[^}]*--ast-global-color-4:#15191d;/);

    await page.goto("/shop/");
    expect(await bodyBackground(page)).toBe(DARK_BACKGROUND);
    await waitForPageScript(page);
    await page.getByRole("button", { name: "Dark colour mode" }).click();
    expect(await bodyBackground(page)).toBe(LIGHT_BACKGROUND);
    await expect(page.locator("body")).not.toHaveClass(/astra-dark-mode-enable/);
    await page.reload();
    expect(await bodyBackground(page)).toBe(LIGHT_BACKGROUND);
  });

  test("with no cookie it follows the system colour scheme", async ({ page }) => {
    await page.emulateMedia({ colorScheme: "dark" });
    await page.goto("/");
    expect(await bodyBackground(page)).toBe(DARK_BACKGROUND);
    await waitForPageScript(page);
    await expect(page.getByRole("button", { name: "Dark colour mode" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    await expect(page.locator("body")).toHaveClass(/astra-dark-mode-enable/);
  });

  test("keeps the dark-mode class across client-side navigation", async ({ page }) => {
    await page.emulateMedia({ colorScheme: "light" });
    // The home page is now the demo's front page document, whose links load pages in full: start from the shop.
    await page.goto("/shop/");
    await waitForPageScript(page);
    await page.getByRole("button", { name: "Dark colour mode" }).click();
    await page.locator("ul.products a.woocommerce-LoopProduct-link").first().click();
    await expect(page).toHaveURL(/\/product\/[^/]+\/?$/);
    await expect(page.locator("body")).toHaveClass(/single-product/);
    await expect(page.locator("body")).toHaveClass(/astra-dark-mode-enable/);
    expect(await bodyBackground(page)).toBe(DARK_BACKGROUND);
  });
});

test.describe("palette switcher without JavaScript", () => {
  test.use({ javaScriptEnabled: false, colorScheme: "light" });

  test("the switcher form saves the choice and the page comes back switched (S-THEME-11, S-THEME-12)", async ({
    page,
  }) => {
    await page.goto("/shop/");
    await page.getByRole("button", { name: "Dark colour mode" }).click();
    // The same address comes back: wait for the new page, whose button shows the switched state.
    await expect(page.getByRole("button", { name: "Dark colour mode" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    await expect(page).toHaveURL(/\/shop\/$/);
    expect(await bodyBackground(page)).toBe(DARK_BACKGROUND);
  });
});

test.describe("scroll-to-top", () => {
  test("on shop pages: hidden below 100 px, shown from 100 px, fading over 300 ms; a click returns to the top (S-THEME-01, S-THEME-02)", async ({
    page,
  }) => {
    await page.goto("/shop/");
    await waitForPageScript(page);
    const button = page.getByRole("link", { name: "Scroll to top" });
    await expect(button).toBeHidden();
    await scrollTo(page, 60);
    await nextFrames(page);
    await expect(button).toBeHidden();
    await scrollTo(page, 150);
    await expect(button).toBeVisible();
    expect(await button.evaluate((element) => getComputedStyle(element).transitionDuration)).toContain(
      "0.3s",
    );
    await button.click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(button).toBeHidden();
  });

  test("elsewhere it appears only after 300 px (S-THEME-03)", async ({ page }) => {
    await page.goto("/");
    await waitForPageScript(page);
    await page.evaluate(() => {
      // A short home page on a tall window cannot scroll 300 px: give it room, as a long page would.
      document.querySelector("main")?.style.setProperty("min-height", "3000px");
    });
    const button = page.getByRole("link", { name: "Scroll to top" });
    await scrollTo(page, 250);
    await nextFrames(page);
    await expect(button).toBeHidden();
    await scrollTo(page, 320);
    await expect(button).toBeVisible();
  });

  test("is a keyboard-operable link that moves focus back to the top", async ({ page }) => {
    await page.goto("/shop/");
    await waitForPageScript(page);
    await scrollTo(page, 800);
    const button = page.getByRole("link", { name: "Scroll to top" });
    await expect(button).toBeVisible();
    await button.focus();
    await page.keyboard.press("Enter");
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(page.locator(".skip-link")).toBeFocused();
  });

  test("sits on the side the settings name", async ({ page }) => {
    await page.goto(`${variantOrigin("furniture-alt")}/shop/`);
    await expect(page.locator("#ast-scroll-top")).toHaveClass(/ast-scroll-to-top-left/);
  });
});

test.describe("scroll-to-top without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("is a plain link to the top of the page", async ({ page }) => {
    await page.goto("/shop/");
    await scrollTo(page, 800);
    await page.getByRole("link", { name: "Scroll to top" }).click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });
});

test.describe("reading progress", () => {
  test("fills from 0 at the top to 1 at the bottom of the page (S-THEME-04)", async ({ page }) => {
    await page.goto("/shop/");
    await waitForPageScript(page);
    const bar = page.locator(".ast-reading-progress-bar");
    await expect(bar).toHaveAttribute("data-progress", "0.000");
    await page.evaluate(() =>
      window.scrollTo({ top: document.documentElement.scrollHeight, behavior: "instant" }),
    );
    await expect(bar).toHaveAttribute("data-progress", "1.000");
    await scrollTo(page, 0);
    await expect(bar).toHaveAttribute("data-progress", "0.000");
  });

  test("is left out when the settings turn it off", async ({ page }) => {
    await page.goto(`${variantOrigin("furniture-alt")}/shop/`);
    await expect(page.locator(".ast-reading-progress")).toHaveCount(0);
  });
});

test.describe("box layout", () => {
  test("boxes the page at the configured container width (S-THEME-22)", async ({ page, isMobile }) => {
    test.skip(isMobile, "the box is narrower than a phone");
    await page.goto(`${variantOrigin("furniture-alt")}/shop/`);
    await expect(page.locator("body")).toHaveClass(/ast-box-layout/);
    const box = await page.locator("#page").boundingBox();
    expect(box?.width).toBe(1000);
    expect(box?.x).toBe((1280 - 1000) / 2);
  });
});

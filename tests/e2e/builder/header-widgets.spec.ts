import type { Page } from "@playwright/test";
import { expect, test } from "../fixtures.ts";
import { waitForPageScript } from "../support.ts";
import { collectErrors, expectNoAxeViolations, waitForBuilderRuntime } from "./support.ts";

/**
 * The header and navigation widgets of issue 12 over tests/e2e/content/30-header.xml: the Ultimate Addons sticky
 * header and the ElementsKit nav menu in every layout, scrolled, resized and driven by keyboard in a real browser.
 * Each test sets its own window size, so they run once (in the desktop project).
 */
const PAGES = { sticky: "/header-sticky/", menus: "/header-menus/", flyout: "/header-flyout/" } as const;
const SIZES = {
  desktop: { width: 1280, height: 900 },
  tablet: { width: 900, height: 1000 },
  mobile: { width: 390, height: 844 },
} as const;
const HEADER = ".elementor-element-h30a001";
const SHOTS = "test-results/header-widgets";

test.beforeEach(async ({ browserName: _browser }, testInfo) => {
  test.skip(testInfo.project.name !== "desktop", "each test sets its own window size");
});

async function open(page: Page, path: string, size: { width: number; height: number }) {
  await page.setViewportSize(size);
  await page.goto(path);
  await waitForBuilderRuntime(page);
}

async function scrollTo(page: Page, y: number) {
  await page.evaluate((top) => window.scrollTo(0, top), y);
  // Scroll work happens once per animation frame.
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
}

async function stickyState(page: Page) {
  return page.locator(HEADER).evaluate((header) => {
    const style = getComputedStyle(header);
    const placeholder = header.nextElementSibling;
    return {
      active: header.classList.contains("uae-sticky--active"),
      hidden: header.classList.contains("uae-sticky--hidden"),
      position: style.position,
      top: style.top,
      zIndex: style.zIndex,
      width: header.getBoundingClientRect().width,
      background: style.backgroundColor,
      borderBottom: (header as HTMLElement).style.borderBottom,
      shadow: (header as HTMLElement).style.boxShadow,
      transition: style.transition,
      transform: style.transform,
      placeholder: placeholder?.classList.contains("uae-sticky-placeholder")
        ? {
            height: placeholder.getBoundingClientRect().height,
            visibility: getComputedStyle(placeholder).visibility,
          }
        : null,
    };
  });
}

test.describe("sticky header (Ultimate Addons)", () => {
  for (const [device, size, distance] of [
    ["desktop", SIZES.desktop, 120],
    ["mobile", SIZES.mobile, 60],
  ] as const) {
    test(`${device}: sticks at the scroll distance with a placeholder of its height, releases above it (W-STICKY-01 W-STICKY-02 W-STICKY-04 W-STICKY-12 W-STICKY-13 W-STICKY-14 W-STICKY-15 W-STICKY-06 W-STICKY-09 W-STICKY-10 W-STICKY-30 W-STICKY-31)`, async ({
      page,
    }) => {
      const errors = collectErrors(page);
      await open(page, PAGES.sticky, size);
      const header = page.locator(HEADER);
      await expect(header).toHaveClass(/uae-sticky-header-element/);
      const height = (await header.boundingBox())?.height ?? 0;
      expect(height).toBeGreaterThan(30);
      await scrollTo(page, distance - 1);
      expect(await stickyState(page)).toMatchObject({
        active: false,
        placeholder: null,
        position: "relative",
      });
      await scrollTo(page, distance);
      await expect.poll(async () => (await stickyState(page)).active).toBe(true);
      const stuck = await stickyState(page);
      expect(stuck).toMatchObject({
        position: "fixed",
        top: "0px",
        zIndex: "9999",
        width: size.width,
        borderBottom: "1px solid rgb(224, 224, 224)",
        placeholder: { height, visibility: "hidden" },
      });
      expect(stuck.transition).toContain("0.3s");
      expect(stuck.shadow).toBe("rgba(0, 0, 0, 0.1) 0px 0px 10px 0px");
      await expect.poll(async () => (await stickyState(page)).background).toBe("rgb(255, 247, 237)");
      await expect(header).toBeInViewport();
      await page.screenshot({ path: `${SHOTS}/sticky-${device}-stuck.png` });
      await scrollTo(page, 0);
      await expect.poll(async () => (await stickyState(page)).active).toBe(false);
      const released = await stickyState(page);
      expect(released).toMatchObject({ placeholder: null, position: "relative", borderBottom: "" });
      await expect.poll(async () => (await stickyState(page)).background).toBe("rgb(255, 255, 255)");
      expect(errors).toEqual([]);
    });
  }

  for (const [device, size, threshold] of [
    ["desktop", SIZES.desktop, 600],
    ["mobile", SIZES.mobile, 300],
  ] as const) {
    test(`${device}: hides when scrolling down past the threshold and shows when scrolling up (W-STICKY-11 W-STICKY-16 W-STICKY-17)`, async ({
      page,
    }) => {
      await open(page, PAGES.sticky, size);
      await scrollTo(page, 200);
      await expect.poll(async () => (await stickyState(page)).active).toBe(true);
      expect((await stickyState(page)).hidden).toBe(false);
      await scrollTo(page, threshold - 20);
      expect((await stickyState(page)).hidden).toBe(false);
      await scrollTo(page, threshold + 100);
      await expect.poll(async () => (await stickyState(page)).hidden).toBe(true);
      await expect.poll(async () => (await page.locator(HEADER).boundingBox())?.y ?? 0).toBeLessThan(-20);
      await scrollTo(page, threshold + 40);
      await expect.poll(async () => (await stickyState(page)).hidden).toBe(false);
      await expect.poll(async () => (await page.locator(HEADER).boundingBox())?.y).toBe(0);
    });
  }

  test("turned off on a device it is not enabled for, on again when resized back; re-made when the configuration changes (W-STICKY-03 W-STICKY-18 W-STICKY-19 W-STICKY-21 W-STICKY-34)", async ({
    page,
  }) => {
    await open(page, PAGES.sticky, SIZES.desktop);
    await scrollTo(page, 400);
    await expect.poll(async () => (await stickyState(page)).active).toBe(true);
    // Tablets are not in the header's devices: sticky is destroyed after the 300 ms resize debounce.
    await page.setViewportSize(SIZES.tablet);
    await expect.poll(async () => (await stickyState(page)).active).toBe(false);
    await scrollTo(page, 450);
    expect(await stickyState(page)).toMatchObject({ active: false, placeholder: null });
    await page.setViewportSize(SIZES.desktop);
    await expect.poll(async () => (await stickyState(page)).active).toBe(true);
    // At 90 px the desktop distance (120) is not reached, the mobile one (60) is.
    await scrollTo(page, 90);
    await expect.poll(async () => (await stickyState(page)).active).toBe(false);
    await page.setViewportSize(SIZES.mobile);
    await expect.poll(async () => (await stickyState(page)).active).toBe(true);
  });
});

test.describe("sticky header offsets", () => {
  for (const [device, size, distance] of [
    ["desktop", SIZES.desktop, 120],
    ["mobile", SIZES.mobile, 60],
  ] as const) {
    test(`${device}: re-made when the store notice or admin bar above it grows, is dismissed or is shown (W-STICKY-20)`, async ({
      page,
    }) => {
      const errors = collectErrors(page);
      await page.setViewportSize(size);
      await page.addInitScript(() => localStorage.setItem("vitrineDebug", "1"));
      const remade: string[] = [];
      page.on("console", (message) => {
        if (message.text().includes("sticky h30a001: offsets changed")) remade.push(message.text());
      });
      await page.goto(PAGES.sticky);
      await waitForBuilderRuntime(page);
      await waitForPageScript(page);
      // Web fonts arriving may resize the notice once: that is a real change, but not this test's.
      await page.evaluate(() => document.fonts.ready.then(() => undefined));
      await scrollTo(page, 0);
      const notice = page.getByRole("region", { name: "Store notice" });
      await expect(notice).toBeVisible();
      const header = page.locator(HEADER);
      const stillSticks = async () => {
        const height = (await header.boundingBox())?.height ?? 0;
        await scrollTo(page, distance + 200);
        await expect.poll(async () => (await stickyState(page)).active).toBe(true);
        expect((await stickyState(page)).placeholder?.height).toBe(height);
        await scrollTo(page, 0);
        await expect.poll(async () => (await stickyState(page)).active).toBe(false);
      };

      let seen = remade.length;
      await notice.evaluate((element) => {
        (element as HTMLElement).style.paddingBlock = "40px";
      });
      await expect.poll(() => remade.length).toBeGreaterThan(seen);
      await stillSticks();

      seen = remade.length;
      await notice.getByRole("button", { name: "Dismiss" }).click();
      await expect(notice).toHaveCount(0);
      await expect.poll(() => remade.length).toBeGreaterThan(seen);
      await stillSticks();

      // Shown after the page loaded (an admin bar, a notice put back): observed as well.
      seen = remade.length;
      await page.evaluate(() => {
        const bar = document.createElement("div");
        bar.id = "wpadminbar";
        bar.style.height = "32px";
        document.body.prepend(bar);
      });
      await expect.poll(() => remade.length).toBeGreaterThan(seen);
      seen = remade.length;
      await page.evaluate(() => {
        const bar = document.getElementById("wpadminbar");
        if (bar) bar.style.height = "46px";
      });
      await expect.poll(() => remade.length).toBeGreaterThan(seen);
      await stillSticks();
      expect(errors).toEqual([]);
    });
  }
});

test.describe("ElementsKit nav menu", () => {
  test("desktop: dropdowns open and close by keyboard and by their buttons (W-MENU-08 W-MENU-12 W-MENU-13)", async ({
    page,
  }) => {
    await open(page, PAGES.sticky, SIZES.desktop);
    const menu = page.locator(".elementor-element-h30a003");
    const shop = menu.getByRole("link", { name: "Shop", exact: true });
    const toggle = menu.getByRole("button", { name: "Shop: submenu" });
    await shop.focus();
    await page.keyboard.press("ArrowDown");
    await expect(menu.getByRole("link", { name: "Bowls" })).toBeFocused();
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    await page.keyboard.press("ArrowDown");
    await expect(menu.getByRole("link", { name: "Vases" })).toBeFocused();
    await page.keyboard.press("ArrowDown");
    await expect(menu.getByRole("link", { name: "Bowls" })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(toggle).toBeFocused();
    await expect(menu.getByRole("link", { name: "Bowls" })).toBeHidden();
    await page.keyboard.press("Enter");
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    await expect(menu.getByRole("link", { name: "Bowls" })).toBeVisible();
    await page.keyboard.press(" ");
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    // Arrow keys move along the top level.
    await shop.focus();
    await page.keyboard.press("ArrowRight");
    await expect(menu.getByRole("link", { name: "Collections", exact: true })).toBeFocused();
    await page.keyboard.press("ArrowLeft");
    await expect(shop).toBeFocused();
  });

  test("desktop: the mega menu is fetched on hover, once, and shown (W-MENU-18 W-MENU-19)", async ({
    page,
  }) => {
    await open(page, PAGES.sticky, SIZES.desktop);
    const requests: string[] = [];
    page.on("request", (request) => {
      if (request.url().includes("megamenu_content")) requests.push(new URL(request.url()).search);
    });
    const menu = page.locator(".elementor-element-h30a003");
    await menu.getByRole("link", { name: "Collections", exact: true }).hover();
    const panel = menu.locator(".elementskit-megamenu-panel");
    await expect(panel).toHaveAttribute("data-megamenu-state", "loaded");
    await expect(panel.getByText("Tableware")).toBeVisible();
    await expect(panel.getByRole("link", { name: "Planters" })).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/menu-desktop-mega.png` });
    await page.mouse.move(5, 600);
    await menu.getByRole("link", { name: "Collections", exact: true }).hover();
    expect(requests).toEqual(["?id=30105"]);
  });

  test("the mega menu is fetched on click too, in an expandible menu (W-MENU-01 W-MENU-18 W-MENU-19)", async ({
    page,
  }) => {
    await open(page, PAGES.menus, SIZES.desktop);
    const menu = page.locator(".elementor-element-m30b006");
    const response = page.waitForResponse((candidate) =>
      candidate.url().includes("megamenu_content?id=30105"),
    );
    await menu.getByRole("button", { name: "Collections: submenu" }).click();
    expect((await response).status()).toBe(200);
    await expect(menu.locator(".elementskit-megamenu-panel").getByText("For the home")).toBeVisible();
  });

  for (const device of ["tablet", "mobile"] as const)
    test(`${device}: in the off-canvas panel the mega menu is fetched when its submenu button is clicked (W-MENU-18 W-MENU-19)`, async ({
      page,
    }) => {
      await open(page, PAGES.sticky, SIZES[device]);
      const menu = page.locator(".elementor-element-h30a003");
      await menu.getByRole("button", { name: "Open Header test menu" }).click();
      const response = page.waitForResponse((candidate) =>
        candidate.url().includes("megamenu_content?id=30105"),
      );
      await menu.getByRole("button", { name: "Collections: submenu" }).click();
      expect((await response).status()).toBe(200);
      const panel = menu.locator(".elementskit-megamenu-panel");
      await expect(panel).toHaveAttribute("data-megamenu-state", "loaded");
      await expect(panel.getByRole("link", { name: "Planters" })).toBeVisible();
    });

  test("click dropdowns: open on click, close on outside click and below the break point (W-MENU-08 W-MENU-12 W-MENU-15)", async ({
    page,
  }) => {
    await open(page, PAGES.menus, SIZES.desktop);
    const menu = page.locator(".elementor-element-m30b003");
    const beginners = menu.getByRole("link", { name: "Beginners" });
    await menu.getByRole("link", { name: "Classes", exact: true }).hover();
    await expect(beginners).toBeHidden();
    await menu.getByRole("button", { name: "Classes: submenu" }).click();
    await expect(beginners).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/menus-desktop-click.png` });
    await page.mouse.click(1200, 800);
    await expect(beginners).toBeHidden();
    await menu.getByRole("button", { name: "Classes: submenu" }).click();
    await expect(beginners).toBeVisible();
    await page.setViewportSize({ width: 760, height: 900 });
    await expect(menu.locator(".ekit-wid-con")).toHaveClass(/ekit-offcanvas/);
    await expect(menu.locator(".ekit-submenu-toggle")).toHaveAttribute("aria-expanded", "false");
    // The vertical menu's break point is 976 px, the others' 767.
    await page.setViewportSize({ width: 900, height: 900 });
    await expect(page.locator(".elementor-element-m30b005 .ekit-wid-con")).toHaveClass(/ekit-offcanvas/);
    await expect(menu.locator(".ekit-wid-con")).not.toHaveClass(/ekit-offcanvas/);
  });

  for (const device of ["tablet", "mobile"] as const)
    test(`${device}: the toggle opens the off-canvas panel, keeps focus inside, Escape and the overlay close it (W-MENU-04 W-MENU-09 W-MENU-10 W-MENU-11 W-MENU-14 W-MENU-15)`, async ({
      page,
    }) => {
      const size = SIZES[device];
      await open(page, PAGES.sticky, size);
      const menu = page.locator(".elementor-element-h30a003");
      const hamburger = menu.getByRole("button", { name: "Open Header test menu" });
      const panel = menu.locator(".elementskit-menu-container");
      const overlay = menu.locator(".elementskit-menu-overlay");
      await expect(hamburger).toBeVisible();
      await expect(menu.getByRole("link", { name: "Home" })).toBeHidden();
      await expect(hamburger.locator(".ekit-menu-bars")).toBeVisible();
      await hamburger.click();
      await expect(panel).toHaveClass(/active/);
      await expect(overlay).toHaveClass(/active/);
      await expect(hamburger).toHaveAttribute("aria-expanded", "true");
      await expect(hamburger).toHaveClass(/active/);
      await expect(menu.getByRole("link", { name: "Home" })).toBeFocused();
      expect(await overlay.evaluate((element) => getComputedStyle(element).transitionDuration)).toContain(
        "0.1s",
      );
      await page.waitForTimeout(400);
      await page.screenshot({ path: `${SHOTS}/menu-${device}-open.png` });
      // Submenus open in place in the panel.
      await menu.getByRole("button", { name: "Shop: submenu" }).click();
      await expect(menu.getByRole("link", { name: "Bowls" })).toBeVisible();
      // Tab from the last control wraps to the first: focus stays in the panel.
      const close = menu.getByRole("button", { name: "Close Header test menu" });
      await close.focus();
      await page.keyboard.press("Tab");
      await expect(menu.getByRole("link", { name: "Home" })).toBeFocused();
      await page.keyboard.press("Shift+Tab");
      await expect(close).toBeFocused();
      await page.keyboard.press("Escape");
      await expect(panel).not.toHaveClass(/active/);
      await expect(hamburger).toHaveAttribute("aria-expanded", "false");
      await expect(hamburger).toBeFocused();
      await hamburger.click();
      await expect(panel).toHaveClass(/active/);
      await overlay.click({ position: { x: size.width - 20, y: 400 } });
      await expect(panel).not.toHaveClass(/active/);
      await expect(overlay).not.toHaveClass(/active/);
    });

  for (const device of ["tablet", "mobile"] as const)
    test(`${device}: a # link scrolls smoothly to its target over 800 ms and closes the menu (W-MENU-06 W-MENU-07)`, async ({
      page,
    }) => {
      await page.clock.install();
      await open(page, PAGES.sticky, SIZES[device]);
      // From here the page's clock (timers, animation frames, performance.now) moves only when the test moves it.
      await page.clock.pauseAt(new Date(Date.now() + 60_000));
      const menu = page.locator(".elementor-element-h30a003");
      await menu.getByRole("button", { name: "Open Header test menu" }).click();
      const scrollY = () => page.evaluate(() => window.scrollY);
      await menu.getByRole("link", { name: "FAQ" }).click();
      await expect(menu.locator(".elementskit-menu-container")).not.toHaveClass(/active/);
      const target = await page
        .locator("#header-faq")
        .evaluate((element) => element.getBoundingClientRect().top + window.scrollY);
      // Halfway through the 800 ms it is well on its way; just before the end nearly there; then it stays.
      await page.clock.runFor(400);
      const midway = await scrollY();
      expect(midway).toBeGreaterThan(100);
      expect(midway).toBeLessThan(target - 100);
      await page.clock.runFor(350);
      const nearly = await scrollY();
      expect(nearly).toBeGreaterThan(midway);
      await page.clock.runFor(100);
      const done = await scrollY();
      expect(done).toBeGreaterThan(nearly);
      await page.clock.runFor(500);
      expect(await scrollY()).toBe(done);
      const header = (await page.locator(HEADER).boundingBox())?.height ?? 0;
      const top = await page
        .locator("#header-faq")
        .evaluate((element) => element.getBoundingClientRect().top);
      // Below the sticky header, or at the very top when the header hid while scrolling down.
      expect(top).toBeGreaterThanOrEqual(-2);
      expect(top).toBeLessThanOrEqual(header + 4);
      expect(page.url()).toMatch(/#header-faq$/);
    });

  for (const device of ["desktop", "tablet", "mobile"] as const)
    for (const [side, widget, style] of [
      ["left", "f30b002", "push"],
      ["right", "f30b003", "overlay"],
    ] as const) {
      test(`${device}: flyout from the ${side}, ${style} style: shown and hidden by its toggle, overlay and Escape (W-MENU-01 W-MENU-02 W-MENU-03 W-MENU-04 W-MENU-05)`, async ({
        page,
      }) => {
        const size = SIZES[device];
        await open(page, PAGES.flyout, size);
        const menu = page.locator(`.elementor-element-${widget}`);
        const hamburger = menu.locator(".elementskit-menu-hamburger");
        const panel = menu.locator(".elementskit-menu-container");
        await expect(hamburger).toBeVisible();
        await expect(panel).not.toBeInViewport();
        const before = Math.round(
          (await page.getByRole("heading", { name: "Made by hand in Lyon" }).boundingBox())?.x ?? 0,
        );
        await hamburger.click();
        await expect(panel).toHaveClass(/active/);
        await expect
          .poll(async () => {
            const box = await panel.boundingBox();
            return box ? Math.round(side === "left" ? box.x : box.x + box.width) : -1;
          })
          .toBe(side === "left" ? 0 : size.width);
        // Push moves the page aside by the panel's width; overlay leaves it where it is.
        const heading = page.getByRole("heading", { name: "Made by hand in Lyon" });
        const width = Math.round((await panel.boundingBox())?.width ?? 0);
        await expect
          .poll(async () => Math.round((await heading.boundingBox())?.x ?? 0) - before)
          .toBe(style === "push" ? width : 0);
        await page.waitForTimeout(400);
        await page.screenshot({ path: `${SHOTS}/flyout-${side}-${style}-${device}.png` });
        await page.keyboard.press("Escape");
        await expect(panel).not.toHaveClass(/active/);
        await hamburger.click();
        await menu
          .locator(".elementskit-menu-overlay")
          .click({ position: { x: side === "left" ? size.width - 20 : 20, y: 450 } });
        await expect(panel).not.toHaveClass(/active/);
      });
    }

  test("flyout with close on anchor: a # link closes it after 300 ms (W-MENU-07)", async ({ page }) => {
    await open(page, PAGES.flyout, SIZES.desktop);
    const menu = page.locator(".elementor-element-f30b003");
    await menu.locator(".elementskit-menu-hamburger").click();
    const closedAfter = menu.locator(".elementskit-menu-container").evaluate(
      (panel) =>
        new Promise<number>((resolve) => {
          let clickedAt = 0;
          panel.addEventListener("click", () => {
            clickedAt = performance.now();
          });
          new MutationObserver(() => {
            if (clickedAt && !panel.classList.contains("active")) resolve(performance.now() - clickedAt);
          }).observe(panel, { attributes: true, attributeFilter: ["class"] });
        }),
    );
    await menu.getByRole("link", { name: "Help FAQ" }).click();
    const delay = await closedAfter;
    expect(delay).toBeGreaterThanOrEqual(290);
    expect(delay).toBeLessThan(700);
  });

  test("without script the menu is a plain nested list of links", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: SIZES.mobile });
    const page = await context.newPage();
    const base = test.info().project.use.baseURL ?? "";
    await page.goto(`${base}${PAGES.sticky}`);
    const menu = page.locator(".elementor-element-h30a003");
    await expect(menu.locator(".elementskit-menu-hamburger")).toBeHidden();
    for (const name of ["Home", "Shop", "Collections", "FAQ"])
      await expect(menu.getByRole("link", { name, exact: true })).toBeVisible();
    await expect(
      menu.locator("ul.elementskit-navbar-nav > li > ul.elementskit-dropdown > li > a"),
    ).toHaveCount(2);
    await page.screenshot({ path: `${SHOTS}/menu-mobile-noscript.png` });
    await context.close();
  });

  test("W-MENU-16 W-MENU-17 the widget area call answers a document's HTML for a fresh nonce", async ({
    page,
  }) => {
    await page.goto(PAGES.sticky);
    const { nonce } = (await (
      await page.request.get("/wp-json/vitrine/v1/nonce/ekit_widgetarea")
    ).json()) as {
      nonce: string;
    };
    const response = await page.request.post("/wp-admin/admin-ajax.php", {
      form: { action: "ekit_widgetarea_content", nonce, post_id: "30050" },
    });
    expect(response.status()).toBe(200);
    expect(await response.text()).toContain("Tableware");
    const forged = await page.request.post("/wp-admin/admin-ajax.php", {
      form: { action: "ekit_widgetarea_content", nonce: "nope", post_id: "30050" },
    });
    expect([forged.status(), await forged.text()]).toEqual([403, "-1"]);
  });
});

test.describe("header pages are accessible", () => {
  for (const [device, size] of [
    ["desktop", SIZES.desktop],
    ["mobile", SIZES.mobile],
  ] as const) {
    for (const path of Object.values(PAGES)) {
      test(`axe finds no violations on ${path} at ${size.width} px`, async ({ page }) => {
        test.setTimeout(120_000);
        await open(page, path, size);
        await page.screenshot({ path: `${SHOTS}/${path.replaceAll("/", "")}-${device}.png` });
        await expectNoAxeViolations(page, `${path} `);
      });
    }
    test(`axe finds no violations with the menu open at ${size.width} px`, async ({ page }) => {
      test.setTimeout(120_000);
      await open(page, PAGES.sticky, size);
      if (device === "mobile") {
        await page.locator(".elementor-element-h30a003 .elementskit-menu-hamburger").click();
        await page.waitForTimeout(400);
      } else {
        await page
          .locator(".elementor-element-h30a003")
          .getByRole("link", { name: "Collections", exact: true })
          .hover();
        await expect(page.locator(".elementskit-megamenu-panel")).toHaveAttribute(
          "data-megamenu-state",
          "loaded",
        );
      }
      await expectNoAxeViolations(page, "open menu ");
    });
  }
});

import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { waitForPageScript } from "./support.ts";

const STORAGE_KEY = "starter-templates-iframe-preview-data";
// A 1×1 PNG.
const LOGO =
  "data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==";
const PREVIEW = {
  siteLogo: { dataUri: LOGO, width: 96 },
  colorPalette: { colors: ["#aa3300", "#882200"] },
  siteTypography: {
    body: { fontFamily: "'Lora', serif", fontWeight: 400, fontSize: 18, lineHeight: 1.8 },
    headings: { fontFamily: "'Oswald', sans-serif", fontWeight: 600 },
    perHeading: { h1: { fontSize: "52px" } },
  },
  siteTitle: "Potter's Preview",
};

/** Web-font requests are answered locally (no network here) and recorded. */
async function recordWebFonts(page: Page): Promise<string[]> {
  const requested: string[] = [];
  await page.route("https://fonts.googleapis.com/**", async (route) => {
    requested.push(route.request().url());
    await route.fulfill({ contentType: "text/css", body: "/* fonts */" });
  });
  return requested;
}

async function seedPreview(page: Page, data: unknown): Promise<void> {
  await page.addInitScript(
    ([key, value]) => {
      if (!window.localStorage.getItem(key as string))
        window.localStorage.setItem(key as string, value as string);
    },
    [STORAGE_KEY, JSON.stringify(data)],
  );
}

test.describe("starter-templates preview mode", () => {
  test("applies the stored logo, palette, typography and title, and requests web fonts (S-THEME-17, S-THEME-18, S-THEME-19, S-THEME-20)", async ({
    page,
  }) => {
    const fonts = await recordWebFonts(page);
    await seedPreview(page, PREVIEW);
    await page.goto("/?starter-templates-preview=1");
    await waitForPageScript(page);
    await expect(page.locator(".site-title").first()).toHaveText("Potter's Preview");
    const logo = page.locator("img.custom-logo").first();
    await expect(logo).toHaveAttribute("src", LOGO);
    expect(await logo.evaluate((image) => (image as HTMLImageElement).style.width)).toBe("96px");
    const styles = await page.evaluate(() => {
      const root = getComputedStyle(document.documentElement);
      const h1 = document.querySelector("h1");
      return {
        brand: root.getPropertyValue("--ast-global-color-0").trim(),
        brandDark: root.getPropertyValue("--ast-global-color-1").trim(),
        bodyFont: getComputedStyle(document.body).fontFamily,
        bodySize: getComputedStyle(document.body).fontSize,
        h1Size: h1 ? getComputedStyle(h1).fontSize : "",
        h1Font: h1 ? getComputedStyle(h1).fontFamily : "",
      };
    });
    expect(styles).toEqual({
      brand: "#aa3300",
      brandDark: "#882200",
      bodyFont: "Lora, serif",
      bodySize: "18px",
      h1Size: "52px",
      h1Font: "Oswald, sans-serif",
    });
    await expect.poll(() => fonts.length).toBeGreaterThan(0);
    expect(fonts[0]).toContain("family=Lora:wght@400");
    expect(fonts[0]).toContain("family=Oswald:wght@600");
  });

  test("outside preview mode nothing is applied and no web font is requested (S-THEME-20)", async ({
    page,
  }) => {
    const fonts = await recordWebFonts(page);
    await seedPreview(page, PREVIEW);
    await page.goto("/");
    await waitForPageScript(page);
    await expect(page.locator(".site-title").first()).not.toHaveText("Potter's Preview");
    await expect(page.locator("img.custom-logo")).toHaveCount(0);
    expect(await page.locator("link[href*='fonts.googleapis.com']").count()).toBe(0);
    expect(fonts).toEqual([]);
  });

  test("applies what the onboarding window sends, then clearPreviewAssets, cleanStorage and completeOnboarding do what they say (S-THEME-18)", async ({
    page,
  }) => {
    await recordWebFonts(page);
    await page.goto("/?starter-templates-preview=1");
    await waitForPageScript(page);
    const title = page.locator(".site-title").first();
    const original = (await title.textContent()) ?? "";
    const send = (param: string, data?: unknown) =>
      page.evaluate(
        ([name, value]) =>
          window.postMessage(
            { call: "starterTemplatePreviewDispatch", value: { param: name, data: value } },
            window.location.origin,
          ),
        [param, data] as const,
      );

    await send("siteTitle", "Live title");
    await expect(title).toHaveText("Live title");
    await send("colorPalette", { colors: ["#123456"] });
    await expect
      .poll(() =>
        page.evaluate(() => document.documentElement.style.getPropertyValue("--ast-global-color-0")),
      )
      .toBe("#123456");
    const stored = await page.evaluate(
      (key) => JSON.parse(window.localStorage.getItem(key) ?? "null"),
      STORAGE_KEY,
    );
    expect(stored).toEqual({ siteTitle: "Live title", colorPalette: { colors: ["#123456"] } });

    await send("clearPreviewAssets");
    await expect(title).toHaveText(original);
    expect(
      await page.evaluate(() => document.documentElement.style.getPropertyValue("--ast-global-color-0")),
    ).toBe("");

    await send("cleanStorage");
    await expect.poll(() => page.evaluate((key) => window.localStorage.getItem(key), STORAGE_KEY)).toBeNull();

    await send("siteTitle", "Again");
    await expect(title).toHaveText("Again");
    await send("completeOnboarding");
    await expect(page).not.toHaveURL(/starter-templates-preview/);
    expect(await page.evaluate((key) => window.localStorage.getItem(key), STORAGE_KEY)).toBeNull();
    await expect(page.locator(".site-title").first()).toHaveText(original);
  });

  test("ignores a malformed message", async ({ page }) => {
    await page.goto("/?starter-templates-preview=1");
    await waitForPageScript(page);
    const title = page.locator(".site-title").first();
    const original = (await title.textContent()) ?? "";
    await page.evaluate(() =>
      window.postMessage(
        {
          call: "starterTemplatePreviewDispatch",
          value: { param: "siteLogo", data: { url: "javascript:alert(1)" } },
        },
        window.location.origin,
      ),
    );
    await page.evaluate(() =>
      window.postMessage(
        { call: "starterTemplatePreviewDispatch", value: { param: "siteTitle", data: "After" } },
        "*",
      ),
    );
    await expect(title).toHaveText("After");
    await expect(page.locator("img.custom-logo")).toHaveCount(0);
    expect(original).not.toBe("After");
  });
});

import type { Page } from "@playwright/test";
import { expect, test } from "../fixtures.ts";
import { variantOrigin, waitForPageScript } from "../support.ts";

/** The statistics variant's third-party script (tests/e2e/settings/statistics.json), answered here, never the internet. */
const STATS_SCRIPT = "https://stats.vitrine.test/count.js";
const origin = variantOrigin("statistics");

/** Serves the third party's script; returns the list of requests it received. */
async function standInStatistics(page: Page): Promise<string[]> {
  const requests: string[] = [];
  await page.route(`${STATS_SCRIPT}*`, async (route) => {
    requests.push(route.request().url());
    await route.fulfill({
      contentType: "text/javascript",
      body: "window.vitrineStatisticsRuns = (window.vitrineStatisticsRuns || 0) + 1;",
    });
  });
  return requests;
}

const runs = (page: Page) =>
  page.evaluate(() => (window as Window & { vitrineStatisticsRuns?: number }).vitrineStatisticsRuns ?? 0);

test.describe("visitor-statistics script", () => {
  test("S-CALL-11 the page carries the script inert; without consent (required here) nothing is requested", async ({
    page,
  }) => {
    const requests = await standInStatistics(page);
    await page.goto(`${origin}/`);
    await waitForPageScript(page);
    const placeholder = page.locator("script[data-vitrine-statistics]");
    await expect(placeholder).toHaveAttribute("type", "text/plain");
    await expect(placeholder).toHaveAttribute("data-vitrine-statistics", STATS_SCRIPT);
    expect(requests).toEqual([]);
    expect(await runs(page)).toBe(0);
  });

  test("S-CALL-11 with consent given the script loads as an async third-party request and runs once", async ({
    page,
    context,
  }) => {
    const requests = await standInStatistics(page);
    await context.addCookies([{ name: "wp_consent_marketing", value: "allow", url: origin }]);
    await page.goto(`${origin}/shop/`);
    await waitForPageScript(page);
    await expect.poll(() => runs(page)).toBe(1);
    expect(requests).toEqual([STATS_SCRIPT]);
    await expect(page.locator(`script[src="${STATS_SCRIPT}"]`)).toHaveJSProperty("async", true);
  });

  test("S-CALL-11 consent given later through the banner's event loads it then; a refusal keeps it away", async ({
    page,
  }) => {
    const requests = await standInStatistics(page);
    await page.goto(`${origin}/`);
    await waitForPageScript(page);
    await page.context().addCookies([{ name: "wp_consent_marketing", value: "deny", url: origin }]);
    await page.evaluate(() => {
      document.dispatchEvent(
        new CustomEvent("wp_listen_for_consent_change", { detail: { marketing: "deny" } }),
      );
    });
    expect(await runs(page)).toBe(0);
    await page.context().addCookies([{ name: "wp_consent_marketing", value: "allow", url: origin }]);
    await page.evaluate(() => {
      document.dispatchEvent(
        new CustomEvent("wp_listen_for_consent_change", { detail: { marketing: "allow" } }),
      );
    });
    await expect.poll(() => runs(page)).toBe(1);
    expect(requests).toEqual([STATS_SCRIPT]);
  });
});

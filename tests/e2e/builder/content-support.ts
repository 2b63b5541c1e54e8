import type { Page } from "@playwright/test";
import { expectNoAxeViolations } from "./support.ts";

/** The content widgets' end-to-end pages (tests/e2e/content/60-content-widgets.xml, imported at server start). */
export const CONTENT_PAGES = {
  countdown: "/content-widgets-countdown/",
  tabs: "/content-widgets-tabs/",
  carousels: "/content-widgets-carousels/",
} as const;

/** axe at 1280 and 390 px wide, with a screenshot of each for a person to look at (test-results/). */
export async function checkLookAndAxe(page: Page, name: string): Promise<void> {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `test-results/content-widgets/${name}-${width}.png`, fullPage: true });
    await expectNoAxeViolations(page, `${width}px: `);
  }
}

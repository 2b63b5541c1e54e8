import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

/** The builder's end-to-end documents (tests/e2e/content/10-builder-core.xml, imported at server start). */
export const BUILDER_PAGES = {
  widgets: "/builder-widgets/",
  plain: "/builder-plain/",
  large: "/builder-large/",
  templates: "/builder-templates/",
  post: "/2024/05/spring-kiln-day/",
  classicPost: "/2024/04/a-note-from-the-studio/",
  footerTemplateId: 5011,
} as const;

/** Console errors and uncaught exceptions of a page, collected from now on. */
export function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(error.message));
  return errors;
}

/** Waits until the builder runtime has started on the page and every widget's browser module is mounted. */
export async function waitForBuilderRuntime(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      document.documentElement.dataset.vitrineBuilder === "1" &&
      document.documentElement.dataset.vitrineWidgets === "mounted",
  );
}

/** While it is on, running and future transitions jump to their end: what axe looks at has settled. */
const SETTLED_STYLES = "*, *::before, *::after { transition: none !important; }";

/**
 * axe-core's violations on the page, one readable line each. axe judges what settles on screen, not a box or a
 * word caught in the middle of a fade (a rotating headline, a slide coming in), so transitions are switched off
 * for the check, and back on after it for whatever the test does next.
 */
export async function expectNoAxeViolations(page: Page, label = ""): Promise<void> {
  const settled = await page.addStyleTag({ content: SETTLED_STYLES });
  try {
    // Two frames: the style applies and every transition caught mid-way is drawn at its end.
    await page.evaluate(
      () =>
        new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))),
    );
    const results = await new AxeBuilder({ page }).analyze();
    expect(
      results.violations.map(
        (violation) => `${label}${violation.id}: ${violation.nodes.map((node) => node.target).join(", ")}`,
      ),
    ).toEqual([]);
  } finally {
    // The page may have gone (a check that navigates): nothing left to switch back on then.
    await settled.evaluate((style) => style.parentNode?.removeChild(style)).catch(() => undefined);
  }
}

/**
 * Waits until the lightbox's opening animation has ended: PhotoSwipe binds its arrow keys only then, and
 * until then it keeps the neighbouring slides' holders hidden (`display: none`).
 */
export async function waitForLightboxOpened(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const holders = [...document.querySelectorAll<HTMLElement>(".pswp .pswp__item")];
    return holders.length > 0 && holders.every((holder) => holder.style.display !== "none");
  });
}

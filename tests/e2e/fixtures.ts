import { test as base } from "@playwright/test";
import { dismissDemoPopups } from "./demo-popups-dismissed.ts";

export { expect } from "@playwright/test";

/**
 * Playwright's `test` with the suite's own starting state: the demo shop's popups dismissed in the test's
 * context (`test.use({ demoPopupsDismissed: false })` starts with empty storage). Contexts a test opens itself
 * with `browser.newContext()` start empty, as before.
 */
export const test = base.extend<{ demoPopupsDismissed: boolean }>({
  demoPopupsDismissed: [true, { option: true }],
  context: async ({ context, demoPopupsDismissed }, use) => {
    if (demoPopupsDismissed) await dismissDemoPopups(context);
    await use(context);
  },
});

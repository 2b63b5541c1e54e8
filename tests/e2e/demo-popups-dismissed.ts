import type { BrowserContext } from "@playwright/test";
import { DEMO_POPUPS } from "../../content/demo/site/build-popups.ts";

/** Marks an origin's storage as seeded, so a test that later clears the dismissals is not overruled. */
const SEEDED_MARKER = "vitrine-e2e-demo-popups-seeded";

/**
 * Every e2e visitor starts with the demo shop's own popups (content/demo/site/30-popups.xml: newsletter, cart exit
 * offer, sale bar) dismissed for good, as `popup_<id>_disable` in Elementor's storage, so specs about other
 * features never meet them. tests/e2e/builder/demo-popups.spec.ts opts out.
 *
 * An init script rather than Playwright's `storageState`: that one opens every listed origin in a hidden page when
 * each context is created (about 0.1 s per origin, 2.8 s for the suite's 13 servers × 2 host names), for every test.
 * The script writes the same keys on the first document of each origin, before the page's own scripts run.
 */
export async function dismissDemoPopups(context: BrowserContext): Promise<void> {
  const dismissed = {
    [`popup_${DEMO_POPUPS.newsletter}_disable`]: true,
    [`popup_${DEMO_POPUPS.exitOffer}_disable`]: true,
    [`popup_${DEMO_POPUPS.sale}_disable`]: true,
  };
  await context.addInitScript(
    ({ marker, keys }) => {
      try {
        if (window.localStorage.getItem(marker) !== null) return;
        const stored = JSON.parse(window.localStorage.getItem("elementor") ?? "{}") as Record<
          string,
          unknown
        >;
        window.localStorage.setItem("elementor", JSON.stringify({ ...stored, ...keys }));
        window.localStorage.setItem(marker, "1");
      } catch {
        // Opaque origins (about:blank, data: frames) have no storage.
      }
    },
    { marker: SEEDED_MARKER, keys: dismissed },
  );
}

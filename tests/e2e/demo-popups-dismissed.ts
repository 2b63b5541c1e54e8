import { DEMO_POPUPS } from "../../content/demo/site/build-popups.ts";

/**
 * The browser storage every e2e visitor starts with: the demo shop's own popups (content/demo/site/30-popups.xml:
 * newsletter, cart exit offer, sale bar) dismissed for good, as `popup_<id>_disable` in Elementor's storage, so
 * specs about other features never meet them. tests/e2e/builder/demo-popups.spec.ts starts with empty storage.
 */
export function demoPopupsDismissed(ports: readonly number[]) {
  const dismissed = JSON.stringify({
    [`popup_${DEMO_POPUPS.newsletter}_disable`]: true,
    [`popup_${DEMO_POPUPS.exitOffer}_disable`]: true,
    [`popup_${DEMO_POPUPS.sale}_disable`]: true,
  });
  return {
    cookies: [],
    origins: ports.flatMap((port) =>
      ["127.0.0.1", "localhost"].map((host) => ({
        origin: `http://${host}:${port}`,
        localStorage: [{ name: "elementor", value: dismissed }],
      })),
    ),
  };
}

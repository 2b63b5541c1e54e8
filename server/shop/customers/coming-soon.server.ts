import { REST_NONCE_ACTION } from "../../../protocol/account-nonces.ts";
import { COMING_SOON_DISMISSED_META } from "../../../protocol/rest.ts";

import type { Shopper } from "../../http/shopper.server.ts";
import type { Services } from "../../services.server.ts";

/** What the coming-soon banner needs, or null when it is not shown. */
export interface ComingSoonBannerData {
  /** X-WP-Nonce for the dismissal call (action wp_rest). */
  restNonce: string;
}

/**
 * Shown to logged-in customers while the shop is in coming-soon mode, until they dismiss it
 * (stored in their meta, so it stays hidden on every device: S-THEME-10).
 */
export async function comingSoonBanner(
  services: Services,
  shopper: Shopper,
): Promise<ComingSoonBannerData | null> {
  if (!services.settings.shop.comingSoon) return null;
  const customer = await shopper.customer();
  if (!customer || customer.meta[COMING_SOON_DISMISSED_META] === "yes") return null;
  return { restNonce: await shopper.nonce(REST_NONCE_ACTION) };
}

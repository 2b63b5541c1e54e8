import { type FormEvent, useState } from "react";
import { dismissalSucceeded, dismissComingSoonRequest } from "~/furniture/coming-soon.ts";
import { USERS_ME_URL } from "../../protocol/rest.ts";
import type { ComingSoonBannerData } from "../../server/shop/customers/coming-soon.server.ts";
import bannerStylesheet from "./coming-soon-banner.css?url";

/**
 * The coming-soon banner. Dismissing it sends the REST call with the nonce header and hides the
 * banner once the call completes (S-THEME-09, S-THEME-10); without script the same form posts
 * (nonce in `_wpnonce`) and the server redirects back.
 */
export function ComingSoonBanner({ banner }: { banner: ComingSoonBannerData | null | undefined }) {
  const [dismissed, setDismissed] = useState(false);
  const [busy, setBusy] = useState(false);
  if (!banner || dismissed) return null;
  const dismiss = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setBusy(true);
    try {
      const response = await fetch(USERS_ME_URL, dismissComingSoonRequest(banner.restNonce));
      if (dismissalSucceeded(response.status, await response.json().catch(() => null))) setDismissed(true);
    } finally {
      setBusy(false);
    }
  };
  return (
    <section className="woocommerce-coming-soon-banner" aria-label="Store status">
      {/* React hoists this into <head> and loads it once, only on pages that show the banner. */}
      <link rel="stylesheet" href={bannerStylesheet} precedence="default" />
      <div className="ast-container">
        <p>
          This store is in “coming soon” mode: it is visible to you because you are logged in, while other
          visitors see a coming soon page.
        </p>
        <form method="post" action={USERS_ME_URL} onSubmit={dismiss}>
          <input type="hidden" name="_wpnonce" value={banner.restNonce} />
          <input type="hidden" name="woocommerce_meta[coming_soon_banner_dismissed]" value="yes" />
          <button
            type="submit"
            className="woocommerce-coming-soon-banner__close"
            aria-label="Dismiss the coming soon notice"
            disabled={busy}
          >
            ×
          </button>
        </form>
      </div>
    </section>
  );
}

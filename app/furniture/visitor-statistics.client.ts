import { isThirdPartyScriptUrl, statisticsMayLoad } from "./visitor-statistics.ts";
import { STATISTICS_SCRIPT_ATTRIBUTE } from "./visitor-statistics-script.tsx";

/** The WP Consent API's event: a cookie banner fires it when the visitor gives or withdraws consent. */
export const CONSENT_CHANGE_EVENT = "wp_listen_for_consent_change";

/**
 * Loads the page's visitor-statistics script (S-CALL-11) as an async third-party script once the visitor's consent
 * signal allows it: now, or when a cookie banner reports consent later. Returns the uninstaller.
 */
export function installVisitorStatistics(doc: Document): () => void {
  const placeholder = doc.querySelector<HTMLScriptElement>(`script[${STATISTICS_SCRIPT_ATTRIBUTE}]`);
  const src = placeholder?.getAttribute(STATISTICS_SCRIPT_ATTRIBUTE) ?? "";
  if (!placeholder || !isThirdPartyScriptUrl(src)) return () => {};
  const statistics = {
    src,
    consentCookie: placeholder.dataset.consentCookie ?? "",
    requireConsent: placeholder.dataset.requireConsent === "1",
  };
  let loaded = false;
  const loadIfAllowed = () => {
    if (loaded || !statisticsMayLoad(statistics, doc.cookie)) return;
    loaded = true;
    const script = doc.createElement("script");
    script.async = true;
    script.src = src;
    doc.head.append(script);
  };
  loadIfAllowed();
  // The banner sets its cookie before the event; the cookie stays the one source of truth.
  doc.addEventListener(CONSENT_CHANGE_EVENT, loadIfAllowed);
  return () => doc.removeEventListener(CONSENT_CHANGE_EVENT, loadIfAllowed);
}

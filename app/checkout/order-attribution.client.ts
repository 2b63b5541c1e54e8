import sbjs from "sourcebuster";
import {
  attributionValues,
  consentAllowsTracking,
  cookieValue,
  type OrderAttributionConfig,
  PROMO_CODE_RANGE,
  readOrderAttributionConfig,
  TYPEIN_ATTRIBUTES,
  trackingCookieDeletions,
} from "../../protocol/order-attribution.ts";

export interface OrderAttributionClient {
  /** Fills the hidden attribution inputs again (after the checkout form was re-rendered). */
  fillInputs(): void;
}

/**
 * Starts order attribution on a page (call it on every page after hydration, so sessions and page counts are
 * right): with tracking allowed, sourcebuster updates its cookies and the checkout's hidden
 * `<prefix><field>` inputs are filled; without, nothing is recorded and the sbjs_* cookies are deleted.
 */
export function startOrderAttribution(
  config: OrderAttributionConfig,
  doc: Document = document,
): OrderAttributionClient {
  const consent = config.params.consentCookie
    ? cookieValue(doc.cookie, config.params.consentCookie)
    : undefined;
  if (
    !config.params.allowTracking ||
    !consentAllowsTracking(consent, config.params.requireConsent ?? false)
  ) {
    for (const deletion of trackingCookieDeletions(doc.cookie, doc.location.hostname)) doc.cookie = deletion;
    return { fillInputs: () => undefined };
  }
  sbjs.init({
    lifetime: config.params.lifetime,
    session_length: config.params.session,
    typein_attributes: { ...TYPEIN_ATTRIBUTES },
    promocode: config.params.promoCode ? { ...PROMO_CODE_RANGE } : false,
    // Host-only cookies: the browser refuses a domain attribute on localhost and bare IP addresses.
    domain: { host: doc.location.hostname, isolate: true },
  });
  const fillInputs = () => {
    const values = attributionValues(sbjs.get ?? {}, config.fields);
    for (const [field, value] of Object.entries(values)) {
      const inputs = doc.querySelectorAll<HTMLInputElement>(`input[name="${config.params.prefix}${field}"]`);
      for (const input of inputs) input.value = value;
    }
    blockCheckoutStore(doc)?.(ORDER_ATTRIBUTION_EXTENSION, values, true);
  };
  fillInputs();
  return { fillInputs };
}

/**
 * The page-script entry: starts attribution from the page's `window.wc_order_attribution`; a page without
 * it (or with a malformed one) tracks nothing.
 */
export function startOrderAttributionFromPage(doc: Document = document): OrderAttributionClient | null {
  const config = readOrderAttributionConfig(doc.defaultView);
  return config ? startOrderAttribution(config, doc) : null;
}

/** The namespace WooCommerce's block checkout keeps the attribution values under (W-TRACK-03). */
export const ORDER_ATTRIBUTION_EXTENSION = "woocommerce/order-attribution";

type SetExtensionData = (namespace: string, values: Record<string, string>, replace: boolean) => void;

/**
 * A block checkout's store in the page (WordPress's `wp.data` with WooCommerce Blocks' checkout store), when a
 * shop's page carries one: attribution writes its values there too, in the page, with no network call (W-TRACK-03).
 * Vitrine's own checkout reads the hidden inputs instead.
 */
function blockCheckoutStore(doc: Document): SetExtensionData | null {
  const win = (doc.defaultView ?? globalThis.window) as
    | {
        wp?: { data?: { dispatch?: (store: string) => { __internalSetExtensionData?: SetExtensionData } } };
        wc?: { wcBlocksData?: { CHECKOUT_STORE_KEY?: string } };
      }
    | undefined;
  const storeKey = win?.wc?.wcBlocksData?.CHECKOUT_STORE_KEY;
  const dispatch = win?.wp?.data?.dispatch;
  if (!storeKey || typeof dispatch !== "function") return null;
  const setExtensionData = dispatch(storeKey)?.__internalSetExtensionData;
  return typeof setExtensionData === "function" ? setExtensionData : null;
}

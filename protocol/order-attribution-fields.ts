/**
 * The hidden checkout inputs of order attribution, apart from its rules (protocol/order-attribution.ts), so
 * that the checkout form renders them without the rules' code in its first load.
 */

export const ORDER_ATTRIBUTION_PREFIX = "wc_order_attribution_";

/** Each attribution field and where sourcebuster keeps it (`<cookie group>.<key>`), as WooCommerce maps them. */
export const ORDER_ATTRIBUTION_FIELDS = {
  source_type: "current.typ",
  referrer: "current_add.rf",
  utm_campaign: "current.cmp",
  utm_source: "current.src",
  utm_medium: "current.mdm",
  utm_content: "current.cnt",
  utm_id: "current.id",
  utm_term: "current.trm",
  session_entry: "current_add.ep",
  session_start_time: "current_add.fd",
  session_pages: "session.pgs",
  session_count: "udata.vst",
  user_agent: "udata.uag",
} as const;

export type OrderAttributionField = keyof typeof ORDER_ATTRIBUTION_FIELDS;
export const ORDER_ATTRIBUTION_FIELD_NAMES = Object.keys(ORDER_ATTRIBUTION_FIELDS) as OrderAttributionField[];

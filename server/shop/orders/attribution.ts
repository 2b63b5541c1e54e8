import { z } from "zod";
import {
  ORDER_ATTRIBUTION_FIELD_NAMES,
  ORDER_ATTRIBUTION_PREFIX,
  type OrderAttributionField,
} from "../../../protocol/order-attribution.ts";

/** sourcebuster's "nothing here" value; WooCommerce does not store it. */
const NONE = "(none)";

const URL_MAX = 2000;
const TEXT_MAX = 200;

const text = (max: number) => z.string().trim().max(max);
const count = z
  .string()
  .trim()
  .regex(/^\d{1,9}$/);

/** What each posted attribution value may be; a value that does not fit is dropped, the order still goes. */
const FIELD_SCHEMAS: Record<OrderAttributionField, z.ZodType<string>> = {
  source_type: z
    .string()
    .trim()
    .regex(/^[a-z_]{1,20}$/),
  referrer: text(URL_MAX),
  utm_campaign: text(TEXT_MAX),
  utm_source: text(TEXT_MAX),
  utm_medium: text(TEXT_MAX),
  utm_content: text(TEXT_MAX),
  utm_id: text(TEXT_MAX),
  utm_term: text(TEXT_MAX),
  session_entry: text(URL_MAX),
  session_start_time: z
    .string()
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/),
  session_pages: count,
  session_count: count,
  user_agent: text(500),
};

/**
 * The order's attribution from the posted checkout form: the known `wc_order_attribution_<field>` values,
 * trimmed, without empty or `(none)` values, keyed by field name (`source_type`, `utm_source`, …).
 */
export function parseOrderAttribution(fields: Readonly<Record<string, unknown>>): Record<string, string> {
  const attribution: Record<string, string> = {};
  for (const field of ORDER_ATTRIBUTION_FIELD_NAMES) {
    const parsed = FIELD_SCHEMAS[field].safeParse(fields[`${ORDER_ATTRIBUTION_PREFIX}${field}`]);
    if (parsed.success && parsed.data !== "" && parsed.data !== NONE) attribution[field] = parsed.data;
  }
  return attribution;
}

import {
  ORDER_ATTRIBUTION_FIELD_NAMES,
  ORDER_ATTRIBUTION_PREFIX,
} from "../../protocol/order-attribution-fields.ts";

/**
 * The checkout's hidden order-attribution inputs (`wc_order_attribution_<field>`), rendered empty: the page
 * script fills them from the tracking cookies (startOrderAttribution). Without script, or when tracking is
 * not allowed, they are posted empty and nothing is stored.
 */
export function OrderAttributionInputs({
  fields = ORDER_ATTRIBUTION_FIELD_NAMES,
  prefix = ORDER_ATTRIBUTION_PREFIX,
}: {
  fields?: readonly string[];
  prefix?: string;
}) {
  return (
    <div className="wc-order-attribution-inputs" hidden>
      {fields.map((field) => (
        // Filled by script after hydration; React must not put the empty value back.
        <input key={field} type="hidden" name={`${prefix}${field}`} defaultValue="" />
      ))}
    </div>
  );
}

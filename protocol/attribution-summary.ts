/**
 * What the shop owner reads about where an order came from (WooCommerce's "Order attribution" box): the stored
 * `wc_order_attribution_*` values turned into labelled rows. Shared by the account's order view and the shop's
 * new-order email.
 */
export interface AttributionRow {
  label: string;
  value: string;
}

const SOURCE_TYPE_LABELS: Record<string, string> = {
  utm: "Source",
  organic: "Organic",
  referral: "Referral",
  typein: "Direct",
  admin: "Web admin",
  mobile_app: "Mobile app",
};

/** `Source: newsletter`, `Organic: google`, `Referral: blog.example`, `Direct`, or `Unknown`. */
export function attributionOrigin(attribution: Readonly<Record<string, string>>): string {
  const type = attribution.source_type ?? "";
  const label = SOURCE_TYPE_LABELS[type];
  if (!label) return "Unknown";
  if (type === "typein" || type === "admin" || type === "mobile_app") return label;
  const source = attribution.utm_source;
  return source ? `${label}: ${source}` : label;
}

export function attributionRows(attribution: Readonly<Record<string, string>>): AttributionRow[] {
  if (Object.keys(attribution).length === 0) return [];
  const rows: AttributionRow[] = [{ label: "Origin", value: attributionOrigin(attribution) }];
  const add = (label: string, key: string) => {
    const value = attribution[key];
    if (value) rows.push({ label, value });
  };
  add("Source type", "source_type");
  add("Source", "utm_source");
  add("Medium", "utm_medium");
  add("Campaign", "utm_campaign");
  add("Content", "utm_content");
  add("Term", "utm_term");
  add("Referrer", "referrer");
  add("Entry page", "session_entry");
  add("Session started", "session_start_time");
  add("Session page views", "session_pages");
  add("Visits", "session_count");
  return rows;
}

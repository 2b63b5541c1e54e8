import { attributionRows } from "../../protocol/attribution-summary.ts";

/** Where an order came from (source, medium, campaign, session figures); nothing when it was not tracked. */
export function OrderAttribution({ attribution }: { attribution: Readonly<Record<string, string>> }) {
  const rows = attributionRows(attribution);
  if (rows.length === 0) return null;
  return (
    <section className="woocommerce-order-attribution">
      <h2 className="woocommerce-order-attribution__title">Order attribution</h2>
      <table className="woocommerce-table shop_table order_attribution">
        <tbody>
          {rows.map((row) => (
            <tr key={row.label}>
              <th scope="row">{row.label}</th>
              <td>{row.value}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { OrderAttributionInputs } from "./order-attribution-inputs.tsx";

describe("OrderAttributionInputs", () => {
  it("renders an empty hidden input per field with WooCommerce's prefix (W-TRACK-02)", () => {
    const html = renderToStaticMarkup(<OrderAttributionInputs />);
    const names = [...html.matchAll(/name="([^"]+)"/g)].map((match) => match[1]);
    expect(names).toHaveLength(13);
    expect(names[0]).toBe("wc_order_attribution_source_type");
    expect(names).toContain("wc_order_attribution_session_entry");
    expect(html).not.toMatch(/value="[^"]/);
  });

  it("follows a configured field list and prefix", () => {
    const html = renderToStaticMarkup(<OrderAttributionInputs fields={["origin"]} prefix="attr_" />);
    expect(html).toBe(
      '<div class="wc-order-attribution-inputs" hidden=""><input type="hidden" name="attr_origin" value=""/></div>',
    );
  });
});

import type { z } from "zod";
import type { CurrencySettings } from "../../../../server/settings/settings.ts";
import type { ProductCardView } from "../../../../server/shop/catalogue/views.ts";
import { BuilderProductGrid } from "../../shop/product-grid.tsx";
import type { WidgetProps } from "../../widget.ts";
import type { productsSettings } from "./settings.ts";

export interface ProductsData {
  products: ProductCardView[];
  currency: CurrencySettings;
}

/** Elementor Pro's Products widget: the catalogue query's products as Vitrine's own cards. */
export function WooCommerceProducts({
  settings,
  data,
}: WidgetProps<z.output<typeof productsSettings>, ProductsData>) {
  if (data.products.length === 0) {
    return settings.nothing_found_message ? (
      <div className="elementor-products-nothing-found">{settings.nothing_found_message}</div>
    ) : null;
  }
  return (
    <BuilderProductGrid
      products={data.products}
      currency={data.currency}
      columns={settings.columns}
      extraListClass="elementor-grid"
    />
  );
}

import { DEVICES, type Device, responsiveKey } from "../../devices.ts";
import { sliderLength } from "../../render/style-sheet.ts";
import { defineWidget } from "../../widget.ts";
import { productsWidgetQuery } from "./products-query.rules.ts";
import { productsSettings } from "./settings.ts";
import { type ProductsData, WooCommerceProducts } from "./woocommerce-products.tsx";

/** Elementor Pro's responsive defaults for the grid: 4 columns, 3 on tablets, 2 on phones. */
const COLUMN_DEFAULTS: Record<Device, number> = { desktop: 4, tablet: 3, mobile: 2 };
const LIST = " ul.products";

function columnsOn(settings: Record<string, unknown>, device: Device): number {
  const value = Number(settings[responsiveKey("columns", device)]);
  if (Number.isInteger(value) && value >= 1 && value <= 12) return value;
  return device === "desktop" ? 4 : COLUMN_DEFAULTS[device];
}

/**
 * Catalogue data is rendered into the document's cached HTML: a catalogue write must re-render documents that
 * use this widget (see `loadsCatalogue` in app/builder/page/catalogue-widgets.ts).
 */
export default defineWidget({
  types: ["woocommerce-products"],
  settings: productsSettings,
  Component: WooCommerceProducts,
  async load(settings, services, context): Promise<ProductsData> {
    const { query, note } = productsWidgetQuery(settings);
    if (note) context.report(note);
    return {
      products: await services.catalogue.products(query),
      currency: services.catalogue.currency(),
    };
  },
  wrapperClasses: (settings) => [
    ...DEVICES.map((device) =>
      device === "desktop"
        ? `elementor-grid-${columnsOn(settings, device)}`
        : `elementor-grid-${device}-${columnsOn(settings, device)}`,
    ),
    "elementor-products-grid",
    "elementor-wc-products",
    ...(settings.align ? [`elementor-product-loop-item--align-${settings.align}`] : []),
  ],
  css(settings, style) {
    for (const device of DEVICES)
      style.rule(
        LIST,
        { "grid-template-columns": `repeat(${columnsOn(settings, device)}, minmax(0, 1fr))` },
        device,
      );
    style.responsive("column_gap", LIST, (value) => {
      const length = sliderLength(value);
      return length ? { "column-gap": length } : null;
    });
    style.responsive("row_gap", LIST, (value) => {
      const length = sliderLength(value);
      return length ? { "row-gap": length } : null;
    });
    if (settings.align) style.rule(" ul.products li.product", { "text-align": settings.align });
    style.colorRule("title_color", " .woocommerce-loop-product__title", "color");
    style.colorRule("price_color", " .price", "color");
    style.colorRule("button_text_color", " .button", "color");
    style.colorRule("button_background_color", " .button", "background-color");
  },
});

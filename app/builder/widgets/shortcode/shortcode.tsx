import type { z } from "zod";
import type { CurrencySettings } from "../../../../server/settings/settings.ts";
import type { ProductCardView, ProductDetailView } from "../../../../server/shop/catalogue/views.ts";
import { RawHtml } from "../../render/raw-html.tsx";
import { BuilderProductGrid } from "../../shop/product-grid.tsx";
import { BuilderAddToCartInline, BuilderSingleProduct } from "../../shop/single-product.tsx";
import type { WidgetProps } from "../../widget.ts";
import type { shortcodeSettings } from "./settings.ts";

/** What each part of the shortcode text renders, in order (prepared by the widget's `load`). */
export type ShortcodePart =
  | { kind: "html"; html: string }
  | { kind: "products"; products: ProductCardView[]; columns: number; className: string }
  | { kind: "product_page"; product: ProductDetailView }
  | { kind: "add_to_cart"; product: ProductDetailView; showPrice: boolean }
  /** A shortcode Vitrine does not render, or a product that is not there: nothing visible (it is reported). */
  | { kind: "nothing" };

export interface ShortcodeData {
  parts: ShortcodePart[];
  currency: CurrencySettings;
}

/** `div.elementor-shortcode` with the text around the shortcodes and Vitrine's rendering of each shortcode. */
export function Shortcode({ data, context }: WidgetProps<z.output<typeof shortcodeSettings>, ShortcodeData>) {
  return (
    <div className="elementor-shortcode">
      {data.parts.map((part, index) => {
        const key = `${part.kind}-${index}`;
        switch (part.kind) {
          case "html":
            return <RawHtml key={key} html={part.html} />;
          case "products":
            return (
              <div
                key={key}
                className={["vitrine-shortcode-products", part.className].filter(Boolean).join(" ")}
              >
                <BuilderProductGrid
                  products={part.products}
                  currency={data.currency}
                  columns={part.columns}
                />
              </div>
            );
          case "product_page":
            return (
              <BuilderSingleProduct
                key={key}
                product={part.product}
                currency={data.currency}
                sanitizeHtml={context.sanitize.html}
              />
            );
          case "add_to_cart":
            return (
              <BuilderAddToCartInline
                key={key}
                product={part.product}
                currency={data.currency}
                showPrice={part.showPrice}
              />
            );
          default:
            return null;
        }
      })}
    </div>
  );
}

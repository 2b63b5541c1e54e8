import type { LoadServices, RenderContext } from "../../widget.ts";
import { defineWidget } from "../../widget.ts";
import { shortcodeSettings } from "./settings.ts";
import {
  isTrue,
  productReference,
  productsShortcodeQuery,
  type ShortcodeSegment,
  splitShortcodes,
} from "./shortcode.rules.ts";
import { Shortcode, type ShortcodeData, type ShortcodePart } from "./shortcode.tsx";

async function loadPart(
  segment: ShortcodeSegment,
  services: LoadServices,
  context: RenderContext,
): Promise<ShortcodePart> {
  if (segment.kind === "text") {
    const html = context.sanitize.html(segment.text);
    return html.trim() ? { kind: "html", html } : { kind: "nothing" };
  }
  switch (segment.tag) {
    case "products": {
      const { query, columns, className, notes } = productsShortcodeQuery(segment.attrs);
      for (const note of notes) context.report(note);
      return { kind: "products", products: await services.catalogue.products(query), columns, className };
    }
    case "product_page":
    case "add_to_cart": {
      const reference = productReference(segment.attrs);
      const product = reference ? await services.catalogue.product(reference) : null;
      if (!product) {
        context.report(`${segment.source} names no published product; nothing is shown`);
        return { kind: "nothing" };
      }
      return segment.tag === "product_page"
        ? { kind: "product_page", product }
        : {
            kind: "add_to_cart",
            product,
            showPrice: segment.attrs.show_price === undefined || isTrue(segment.attrs.show_price),
          };
    }
    default:
      context.reportUnknownShortcode(segment.tag);
      return { kind: "nothing" };
  }
}

/**
 * Elementor's Shortcode widget. WooCommerce's `[products]`, `[product_page]` and `[add_to_cart]` render Vitrine's
 * own cards and forms; any other shortcode renders nothing and is listed in the document report. Catalogue data
 * is rendered into the cached document HTML (see app/builder/page/catalogue-widgets.ts).
 */
export default defineWidget({
  types: ["shortcode"],
  settings: shortcodeSettings,
  Component: Shortcode,
  async load(settings, services, context): Promise<ShortcodeData> {
    const segments = splitShortcodes(String(settings.shortcode));
    return {
      parts: await Promise.all(segments.map((segment) => loadPart(segment, services, context))),
      currency: services.catalogue.currency(),
    };
  },
});

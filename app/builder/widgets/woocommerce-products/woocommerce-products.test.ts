import { describe, expect, it } from "vitest";
import { documentLoadsCatalogue } from "../../page/catalogue-widgets.ts";
import { hasRule, renderWidget } from "../../render/test-support.ts";
import { productsWidgetQuery } from "./products-query.rules.ts";

const base = {
  columns: 4,
  rows: 4,
  query_post_type: "product",
  query_posts_ids: [],
  query_include: [],
  query_include_term_ids: [],
  query_orderby: "date",
  query_order: "desc" as const,
};

describe("woocommerce-products query", () => {
  it("lists columns × rows of the latest products by default", () => {
    expect(productsWidgetQuery(base)).toEqual({ query: { orderBy: "date", order: "desc", limit: 16 } });
  });

  it("reads the sale, featured, manual and category sources", () => {
    expect(productsWidgetQuery({ ...base, query_post_type: "sale" }).query.only).toBe("on_sale");
    expect(productsWidgetQuery({ ...base, query_post_type: "featured" }).query.only).toBe("featured");
    expect(
      productsWidgetQuery({ ...base, query_post_type: "by_id", query_posts_ids: ["139", "x", "127"] }).query
        .ids,
    ).toEqual([139, 127]);
    expect(
      productsWidgetQuery({ ...base, query_include: ["terms"], query_include_term_ids: ["12", "kitchen"] })
        .query.categories,
    ).toEqual([12, "kitchen"]);
  });

  it("reports a source that depends on the page shown and lists the latest instead", () => {
    const { query, note } = productsWidgetQuery({ ...base, query_post_type: "related_products" });
    expect(query.only).toBeUndefined();
    expect(note).toContain("related_products");
  });
});

describe("woocommerce-products widget", () => {
  it("renders Vitrine's product cards with add-to-cart links that work without script", async () => {
    const { inner, html, widgetTypes } = await renderWidget("woocommerce-products", {
      columns: "3",
      rows: 1,
      query_post_type: "by_id",
      query_posts_ids: ["127", "139"],
    });
    expect(inner).toContain(
      '<div class="woocommerce columns-3"><ul class="products elementor-grid columns-3">',
    );
    expect(inner).toContain('<li class="product type-product product-type-simple instock featured">');
    expect(inner).toContain('<a href="/product/speckled-mug" class="woocommerce-LoopProduct-link');
    expect(inner).toContain(
      'href="?add-to-cart=127" class="button product_type_simple add_to_cart_button ajax_add_to_cart"',
    );
    expect(inner).toContain('data-product_id="127" data-product_sku="VT-MUG-01"');
    expect(inner).toContain('<span class="onsale">Sale!</span>');
    // No quick view in shared HTML (it needs the router and script).
    expect(inner).not.toContain("quick-view");
    expect(html).toContain("elementor-grid-3 elementor-grid-tablet-3 elementor-grid-mobile-2");
    expect(documentLoadsCatalogue(widgetTypes)).toBe(true);
  });

  it("writes the grid per device and the gaps", async () => {
    const { css, selector } = await renderWidget("woocommerce-products", {
      columns: 4,
      columns_mobile: 1,
      column_gap: { unit: "px", size: 12 },
    });
    expect(hasRule(css, `${selector} ul.products{grid-template-columns:repeat(4, minmax(0, 1fr))}`)).toBe(
      true,
    );
    expect(
      hasRule(
        css,
        `@media(max-width:767px){${selector} ul.products{grid-template-columns:repeat(1, minmax(0, 1fr))}}`,
      ),
    ).toBe(true);
    expect(hasRule(css, `${selector} ul.products{column-gap:12px}`)).toBe(true);
  });

  it("shows the nothing-found message, or nothing, when no product matches", async () => {
    expect(
      (
        await renderWidget("woocommerce-products", {
          query_post_type: "by_id",
          query_posts_ids: ["999"],
          nothing_found_message: "Back soon",
        })
      ).inner,
    ).toBe('<div class="elementor-products-nothing-found">Back soon</div>');
    expect(
      (await renderWidget("woocommerce-products", { query_post_type: "by_id", query_posts_ids: ["999"] }))
        .inner,
    ).toBe("");
  });
});

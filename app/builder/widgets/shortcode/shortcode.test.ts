import { describe, expect, it } from "vitest";
import { renderWidget } from "../../render/test-support.ts";
import { productReference, productsShortcodeQuery, splitShortcodes } from "./shortcode.rules.ts";

describe("shortcode rules", () => {
  it("splits text and shortcodes with WordPress's grammar; [[tag]] stays literal", () => {
    expect(splitShortcodes('<p>Hi</p>[products limit="4" Columns=2] [[gallery]] [wrap]in[/wrap]')).toEqual([
      { kind: "text", text: "<p>Hi</p>" },
      {
        kind: "shortcode",
        tag: "products",
        attrs: { limit: "4", columns: "2" },
        source: '[products limit="4" Columns=2]',
      },
      { kind: "text", text: " [gallery] " },
      { kind: "shortcode", tag: "wrap", attrs: {}, source: "[wrap]in[/wrap]" },
    ]);
  });

  it("reads [products] into a catalogue query with WooCommerce's defaults", () => {
    expect(productsShortcodeQuery({})).toEqual({
      query: { orderBy: "menu_order", order: "asc", limit: 100 },
      columns: 4,
      className: "",
      notes: [],
    });
    const featured = productsShortcodeQuery({
      limit: "3",
      columns: "3",
      visibility: "featured",
      orderby: "price",
      order: "DESC",
      class: 'home-picks bad"class',
    });
    expect(featured.query).toEqual({ orderBy: "price", order: "desc", limit: 3, only: "featured" });
    expect(featured.columns).toBe(3);
    expect(featured.className).toBe("home-picks");
    expect(productsShortcodeQuery({ on_sale: "true", orderby: "date" }).query).toMatchObject({
      only: "on_sale",
      order: "desc",
    });
    expect(productsShortcodeQuery({ best_selling: "1" }).query.orderBy).toBe("popularity");
    expect(productsShortcodeQuery({ top_rated: "yes" }).query).toMatchObject({
      orderBy: "rating",
      order: "desc",
    });
    expect(productsShortcodeQuery({ ids: "139, 127" }).query).toMatchObject({
      ids: [139, 127],
      orderBy: "include",
    });
    expect(productsShortcodeQuery({ skus: "VT-MUG-01,VT-LAMP-01" }).query.skus).toEqual([
      "VT-MUG-01",
      "VT-LAMP-01",
    ]);
    expect(productsShortcodeQuery({ category: "kitchen, 12" }).query.categories).toEqual(["kitchen", 12]);
    expect(productsShortcodeQuery({ rows: "2", columns: "3" }).query.limit).toBe(6);
    expect(productsShortcodeQuery({ limit: "-1" }).query.limit).toBe(100);
  });

  it("notes what it cannot apply", () => {
    expect(
      productsShortcodeQuery({ category: "a", cat_operator: "AND", paginate: "true" }).notes,
    ).toHaveLength(2);
  });

  it("finds a product by id or SKU", () => {
    expect(productReference({ id: "127" })).toEqual({ id: 127 });
    expect(productReference({ sku: " VT-MUG-01 " })).toEqual({ sku: "VT-MUG-01" });
    expect(productReference({ id: "x" })).toBeNull();
  });
});

describe("shortcode widget", () => {
  it("renders [products] as Vitrine's product cards, and the text around it sanitised", async () => {
    const { inner } = await renderWidget("shortcode", {
      shortcode: '<p>Our picks</p><script>alert(1)</script>[products visibility="featured" columns="2"]',
    });
    expect(inner).toContain('<div class="elementor-shortcode"><p>Our picks</p>');
    expect(inner).not.toContain("<script");
    expect(inner).toContain('<div class="woocommerce columns-2"><ul class="products columns-2">');
    expect(inner).toContain("Speckled Stoneware Mug");
    expect(inner).not.toContain("Mushroom Table Lamp");
  });

  it("renders [product_page] with a form that posts to the product page, and [add_to_cart] as a button", async () => {
    const { inner } = await renderWidget("shortcode", {
      shortcode: '[product_page sku="VT-MUG-01"][add_to_cart id="139" show_price="false"]',
    });
    expect(inner).toContain(
      '<form class="cart" action="/product/speckled-mug/" encType="multipart/form-data" method="post">',
    );
    expect(inner).toContain(
      '<button type="submit" value="127" class="single_add_to_cart_button button alt" name="add-to-cart">',
    );
    expect(inner).toContain('<p class="product woocommerce add_to_cart_inline product-type-simple">');
    expect(inner).toContain('href="?add-to-cart=139"');
    expect(inner).not.toContain("€63.20");
  });

  it("renders nothing for other shortcodes and lists them in the document report", async () => {
    const { inner, report } = await renderWidget("shortcode", {
      shortcode: '[contact-form-7 id="5"][product_page id="999"]',
    });
    expect(inner).toBe('<div class="elementor-shortcode"></div>');
    expect(report.unknownShortcodes).toEqual([{ tag: "contact-form-7", elementIds: ["w1"] }]);
    expect(report.notes.map((note) => note.message)).toEqual([
      '[product_page id="999"] names no published product; nothing is shown',
    ]);
  });
});

import { describe, expect, it } from "vitest";
import { LOOP_ENTRY_SETTING } from "../../loop/loop-item.ts";
import { TEST_PRODUCTS } from "../../render/test-catalogue.ts";
import { renderWidget } from "../../render/test-support.ts";

describe("wc-add-to-cart widget", () => {
  it("is the ajax add-to-cart link in the button's look, working without script as ?add-to-cart=", async () => {
    const { inner, html } = await renderWidget("wc-add-to-cart", {
      product_id: "127",
      quantity: 2,
      align: "center",
      size: "md",
    });
    expect(inner).toContain(
      '<a href="?add-to-cart=127" class="elementor-button elementor-size-md elementor-button-link product_type_simple add_to_cart_button ajax_add_to_cart" aria-label="Add “Speckled Stoneware Mug” to your cart" rel="nofollow" data-quantity="2" data-product_id="127" data-product_sku="VT-MUG-01">',
    );
    expect(inner).toContain('<span class="elementor-button-text">Add to Cart</span>');
    expect(inner).toContain("<svg");
    expect(html).toContain("elementor-align-center");
  });

  it("with the quantity field, a form that posts to the product page", async () => {
    const { inner } = await renderWidget("wc-add-to-cart", {
      product_id: 127,
      show_quantity: "yes",
      layout: "stacked",
      text: "Buy",
    });
    expect(inner).toContain(
      '<div class="elementor-add-to-cart elementor-product-simple elementor-add-to-cart--layout-stacked"><form class="cart" action="/product/speckled-mug/" encType="multipart/form-data" method="post">',
    );
    expect(inner).toContain('<label class="screen-reader-text" for="wc-add-to-cart-qty-127">');
    expect(inner).toMatch(/<button type="submit"[^>]* value="127"[^>]* name="add-to-cart">/);
  });

  it("leads to the product page to choose options, and shows nothing (reported) without a product", async () => {
    const variable = await renderWidget("wc-add-to-cart", { product_id: "101" });
    expect(variable.inner).toContain('href="/product/classic-tee"');
    expect(variable.inner).toContain("Select options");
    const missing = await renderWidget("wc-add-to-cart", { product_id: "999" });
    expect(missing.inner).toBe("");
    expect(missing.report.notes[0]?.message).toContain("999");
  });

  it("takes the button's colours into the generated CSS", async () => {
    const { css, selector } = await renderWidget("wc-add-to-cart", {
      product_id: "127",
      background_color: "#7C2D12",
    });
    expect(css).toContain(`${selector} .elementor-button{background-color:#7C2D12}`);
  });

  it("inside a loop item without a chosen product, adds the entry's product", async () => {
    const { inner } = await renderWidget("wc-add-to-cart", {
      [LOOP_ENTRY_SETTING]: { id: 139, title: "Lamp", product: { card: TEST_PRODUCTS[1] } },
    });
    expect(inner).toContain('href="?add-to-cart=139"');
  });
});

import { describe, expect, it } from "vitest";
import { parseSettings } from "../../settings/settings.ts";
import { buildPageConfig, inlineScriptJson, pageConfigScript } from "./page-config.ts";

describe("page configuration", () => {
  it("gives the ajax address with its endpoint placeholder, cart and checkout URLs, redirect and view-cart text (S-CONST-01, S-CALL-10)", () => {
    const config = buildPageConfig(parseSettings({ cart: { redirectAfterAdd: true } }), {
      isCart: false,
      isSingleProduct: false,
      qtyNonce: "abc",
      siteKey: "k",
    });
    expect(config.wc_add_to_cart_params).toEqual({
      ajax_url: "/wp-admin/admin-ajax.php",
      wc_ajax_url: "/?wc-ajax=%%endpoint%%",
      i18n_view_cart: "View cart",
      cart_url: "/cart/",
      is_cart: "",
      cart_redirect_after_add: "yes",
    });
    expect(config.wc_cart_fragments_params.request_timeout).toBe("5000");
    expect(config.astra).toMatchObject({
      checkout_url: "/checkout/",
      mobile_breakpoint: 544,
      qtyNonce: "abc",
    });
  });

  it("gives the single-product add behaviour and marks the cart page (S-CONST-02)", () => {
    const config = buildPageConfig(
      parseSettings({ cart: { singleProductAddBehaviour: "redirect_checkout_page" } }),
      {
        isCart: true,
        isSingleProduct: true,
        qtyNonce: "",
        siteKey: "k",
      },
    );
    expect(config.astra.add_to_cart_options_single).toBe("redirect_checkout_page");
    expect(config.wc_add_to_cart_params.is_cart).toBe("1");
    expect(config.astra).toMatchObject({
      is_cart: "1",
      is_single_product: "1",
      break_point: 921,
      view_cart: "View cart",
    });
  });

  it("cannot close its script tag", () => {
    expect(inlineScriptJson({ text: "</script><script>alert(1)</script>" })).not.toContain("</script>");
    expect(
      pageConfigScript(
        buildPageConfig(parseSettings({}), {
          isCart: false,
          isSingleProduct: false,
          qtyNonce: "",
          siteKey: "k",
        }),
      ),
    ).toMatch(/^window\.wc_add_to_cart_params=\{.*\};window\.wc_cart_fragments_params=.*window\.astra=/);
  });
});

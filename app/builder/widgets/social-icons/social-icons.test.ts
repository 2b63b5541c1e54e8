import { describe, expect, it } from "vitest";
import { hasRule, renderWidget } from "../../render/test-support.ts";
import { socialNetworkClass, socialNetworkName } from "./social-icons.rules.ts";

const brand = (value: string) => ({ value, library: "fa-brands" });

describe("social-icons rules", () => {
  it("names each network for screen readers and its class as Elementor does", () => {
    expect(socialNetworkClass(brand("fab fa-facebook-f"))).toBe("facebook-f");
    expect(socialNetworkName(brand("fab fa-facebook-f"))).toBe("Facebook");
    expect(socialNetworkName(brand("fab fa-x-twitter"))).toBe("X");
    expect(socialNetworkName(brand("fab fa-linkedin-in"))).toBe("LinkedIn");
    expect(socialNetworkName(brand("fab fa-youtube"))).toBe("YouTube");
    expect(socialNetworkName(brand("fab fa-pinterest-p"))).toBe("Pinterest");
    expect(socialNetworkName({ value: "fas fa-envelope", library: "fa-solid" })).toBe("Email");
    expect(socialNetworkName({ value: { url: "/a.svg", id: 3 }, library: "svg" })).toBe("Social link");
  });
});

describe("social-icons widget", () => {
  it("renders Elementor's defaults (Facebook, Twitter, YouTube) as a named list", async () => {
    const { inner, html } = await renderWidget("social-icons", {});
    expect(inner).toMatch(
      /^<div class="elementor-social-icons-wrapper elementor-grid" role="list"><span class="elementor-grid-item" role="listitem"><span class="elementor-icon elementor-social-icon elementor-social-icon-facebook elementor-repeater-item-fb1"><span class="elementor-screen-only">Facebook<\/span><svg/,
    );
    expect(inner.match(/role="listitem"/g)).toHaveLength(3);
    expect(html).toContain("elementor-shape-rounded e-grid-align-center elementor-grid-0");
  });

  it("links open in a new tab when asked, named by the network or the link's aria-label, never script", async () => {
    const { inner } = await renderWidget("social-icons", {
      social_icon_list: [
        {
          _id: "i1",
          social_icon: brand("fab fa-instagram"),
          link: { url: "https://instagram.com/atelier", is_external: "on" },
        },
        {
          _id: "i2",
          social_icon: brand("fab fa-pinterest-p"),
          link: {
            url: "https://pinterest.com/atelier",
            custom_attributes: "aria-label|Our boards on Pinterest",
          },
        },
        { _id: "i3", social_icon: brand("fab fa-tiktok"), link: { url: "javascript:alert(1)" } },
      ],
    });
    expect(inner).toContain(
      '<a href="https://instagram.com/atelier" target="_blank" rel="noopener" class="elementor-icon elementor-social-icon elementor-social-icon-instagram elementor-repeater-item-i1"><span class="elementor-screen-only">Instagram</span>',
    );
    expect(inner).toContain('<span class="elementor-screen-only">Our boards on Pinterest</span>');
    expect(inner).not.toContain("javascript");
  });

  it("size, spacing, columns, custom and per-item colours in the generated CSS (W-CONST-01..03)", async () => {
    const { css, html, selector } = await renderWidget("social-icons", {
      columns_mobile: "2",
      align: "left",
      icon_size: { unit: "px", size: 18 },
      icon_spacing: { unit: "px", size: 10 },
      icon_color: "custom",
      icon_primary_color: "#7C2D12",
      icon_secondary_color: "#fff",
      social_icon_list: [
        {
          _id: "p1",
          social_icon: brand("fab fa-facebook"),
          item_icon_color: "custom",
          item_icon_primary_color: "#1F2937",
        },
      ],
    });
    expect(html).toContain("e-grid-align-left elementor-grid-0 elementor-grid-mobile-2");
    expect(hasRule(css, `${selector}{--icon-size:18px}`)).toBe(true);
    expect(hasRule(css, `${selector}{--grid-column-gap:10px}`)).toBe(true);
    expect(hasRule(css, `${selector} .elementor-social-icons-wrapper{justify-content:flex-start}`)).toBe(
      true,
    );
    expect(
      hasRule(
        css,
        `@media(max-width:767px){${selector} .elementor-social-icons-wrapper{display:grid;grid-template-columns:repeat(2, auto)}}`,
      ),
    ).toBe(true);
    expect(hasRule(css, `${selector} .elementor-social-icon{background-color:#7C2D12}`)).toBe(true);
    expect(hasRule(css, `${selector} .elementor-social-icon{color:#fff;fill:#fff}`)).toBe(true);
    expect(
      hasRule(css, `${selector} .elementor-social-icon.elementor-repeater-item-p1{background-color:#1F2937}`),
    ).toBe(true);
  });
});

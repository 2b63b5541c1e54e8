import { describe, expect, it } from "vitest";
import { renderWidget } from "../../render/test-support.ts";
import { accordionLinkAllowed } from "./image-accordion.rules.ts";

describe("image accordion links (W-MISC-28)", () => {
  it("opens links that start with # or use http, https, mailto, tel or ftp", () => {
    for (const url of [
      "#winter",
      "http://shop.example/",
      "https://shop.example/sale",
      "HTTPS://shop.example/",
      "mailto:hello@shop.example",
      "tel:+33123456789",
      "ftp://files.shop.example/catalogue.pdf",
      "/shop/",
    ])
      expect(accordionLinkAllowed(url), url).toBe(true);
  });

  it("does not open anything else", () => {
    for (const url of [
      "",
      "javascript:alert(1)",
      " JavaScript:alert(1)",
      "java\tscript:alert(1)",
      "data:text/html,<script>alert(1)</script>",
      "vbscript:msgbox(1)",
      "file:///etc/passwd",
      "//evil.example/",
      "/\\evil.example",
      "shop/",
      "sms:+33123456789",
    ])
      expect(accordionLinkAllowed(url), url).toBe(false);
  });
});

describe("image accordion widget", () => {
  it("renders panels with radio buttons (the active one checked), and only links that pass the rule (W-MISC-28)", async () => {
    const { inner, css, selector, html } = await renderWidget("elementskit-image-accordion", {
      ekit_img_accordion_items: [
        {
          _id: "p1",
          ekit_img_accordion_title: "Mugs",
          ekit_img_accordion_bg: { id: 42, url: "" },
          ekit_img_accordion_button_url: { url: "javascript:alert(1)" },
          ekit_img_accordion_enable_pupup: "yes",
        },
        {
          _id: "p2",
          ekit_img_accordion_active: "yes",
          ekit_img_accordion_title: "Catalogue",
          ekit_img_accordion_button_url: { url: "ftp://files.example/catalogue.pdf", is_external: "on" },
          ekit_img_accordion_enable_project_link: "yes",
          ekit_img_accordion_project_link: { url: "data:text/html,x" },
        },
      ],
    });
    expect(inner).toContain(
      '<legend class="elementor-screen-only">Image accordion</legend><div class="ekit-image-accordion">',
    );
    expect(inner).toContain('id="ekit-ia-w1-1" name="ekit-ia-w1" checked=""');
    expect(inner).not.toContain('id="ekit-ia-w1-0" checked');
    expect(inner).toContain('<label for="ekit-ia-w1-0" class="elementskit-accordion-title-wraper">');
    expect(inner).not.toContain("javascript:");
    expect(inner).not.toContain("data:text");
    expect(inner).toContain('href="ftp://files.example/catalogue.pdf" target="_blank" rel="noopener"');
    expect(inner).toContain('href="/media/42/hero.jpg" data-elementor-open-lightbox="yes"');
    expect(css).toContain(`${selector} .ekit-image-accordion{min-height:460px}`);
    expect(html).not.toContain("data-vitrine-client");
  });
});

import { describe, expect, it } from "vitest";
import { renderWidget } from "../../render/test-support.ts";
import { mapEmbedUrl } from "./google-maps.rules.ts";

describe("google_maps", () => {
  it("embeds the address at its zoom level", () => {
    expect(mapEmbedUrl("12 rue des Potiers, Paris", 14)).toBe(
      "https://maps.google.com/maps?q=12+rue+des+Potiers%2C+Paris&t=m&z=14&output=embed&iwloc=near",
    );
    expect(mapEmbedUrl("  ", 10)).toBeNull();
    expect(mapEmbedUrl("x", 99)).toContain("z=20");
  });

  it("is a lazy iframe titled with the address, high as set per device", async () => {
    const { inner, css, selector, clientModules } = await renderWidget("google_maps", {
      address: "Atelier <b>Test</b>, Paris",
      zoom: { unit: "px", size: 15 },
      height: { unit: "px", size: 420 },
      height_mobile: { unit: "px", size: 260 },
    });
    expect(inner).toBe(
      '<div class="elementor-custom-embed"><iframe loading="lazy" src="https://maps.google.com/maps?q=Atelier+%3Cb%3ETest%3C%2Fb%3E%2C+Paris&amp;t=m&amp;z=15&amp;output=embed&amp;iwloc=near" title="Atelier &lt;b&gt;Test&lt;/b&gt;, Paris" aria-label="Atelier &lt;b&gt;Test&lt;/b&gt;, Paris" referrerPolicy="no-referrer-when-downgrade"></iframe></div>',
    );
    expect(css).toContain(`${selector} iframe{height:420px}`);
    expect(css).toContain(`@media(max-width:767px){${selector} iframe{height:260px}}`);
    expect(clientModules).toEqual([]);
  });
});

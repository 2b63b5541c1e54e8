import { describe, expect, it } from "vitest";
import { renderWidget } from "../../render/test-support.ts";
import type { MapLoadServices } from "../../widget.ts";
import { mapEmbedUrl, mapsSearchLink } from "./google-maps.rules.ts";

const SETTINGS = {
  address: "Atelier <b>Test</b>, Paris",
  zoom: { unit: "px", size: 15 },
  height: { unit: "px", size: 420 },
  height_mobile: { unit: "px", size: 260 },
};

/** Map services answering like the server's (cached) geocoder, counting the lookups. */
function maps(embed: "on-demand" | "immediate", found = true) {
  const asked: string[] = [];
  const services: MapLoadServices = {
    async geocode(address) {
      asked.push(address);
      return found ? { lat: 48.859, lng: 2.3775 } : null;
    },
    async route() {
      return null;
    },
    google: null,
    embed,
  };
  return { services, asked };
}

describe("google_maps (decision 033)", () => {
  it("embeds the address at its zoom level; the open link is Google's search for it", () => {
    expect(mapEmbedUrl("12 rue des Potiers, Paris", 14)).toBe(
      "https://maps.google.com/maps?q=12+rue+des+Potiers%2C+Paris&t=m&z=14&output=embed&iwloc=near",
    );
    expect(mapEmbedUrl("  ", 10)).toBeNull();
    expect(mapEmbedUrl("x", 99)).toContain("z=20");
    expect(mapsSearchLink(" 12 rue des Potiers ")).toBe(
      "https://www.google.com/maps/search/?api=1&query=12+rue+des+Potiers",
    );
  });

  it("on demand (default): a picture of the geocoded place from the configured tiles and a link; no Google address is loaded", async () => {
    const { services, asked } = maps("on-demand");
    const { inner, css, selector, clientModules } = await renderWidget("google_maps", SETTINGS, "w1", {
      maps: services,
    });
    expect(asked).toEqual(["Atelier <b>Test</b>, Paris"]);
    expect(inner).toContain(
      '<div class="elementor-custom-embed" data-embed-src="https://maps.google.com/maps?q=',
    );
    expect(inner).toContain('role="img" aria-label="Map: Atelier &lt;b&gt;Test&lt;/b&gt;, Paris"');
    expect(inner).not.toContain("<iframe");
    expect(inner).not.toContain("<b>");
    // Only links and the data attribute name Google; every picture is a tile of the configured server.
    const pictures = [...inner.matchAll(/ src="([^"]+)"/g)];
    expect(pictures).toHaveLength(15);
    for (const [, src] of pictures) expect(src).toMatch(/^https:\/\/tile\.openstreetmap\.org\/15\//);
    expect(inner).toContain(
      '<a href="https://www.google.com/maps/search/?api=1&amp;query=Atelier+%3Cb%3ETest%3C%2Fb%3E%2C+Paris" target="_blank" rel="noopener noreferrer">Open in Google Maps</a>',
    );
    expect(css).toContain(`${selector} .elementor-custom-embed-picture{height:420px}`);
    expect(css).toContain(`${selector} .elementor-custom-embed-picture{height:260px}}`);
    expect(clientModules).toEqual(["widgets/google-maps/google-maps"]);
  });

  it("on demand, an address the geocoder does not find: the address as text and the link", async () => {
    const { inner } = await renderWidget("google_maps", SETTINGS, "w1", {
      maps: maps("on-demand", false).services,
    });
    expect(inner).toContain(
      '<p class="elementor-custom-embed-address">Atelier &lt;b&gt;Test&lt;/b&gt;, Paris</p>',
    );
    expect(inner).not.toContain("<img");
  });

  it("immediate: Elementor's lazy iframe titled with the address, and no lookup", async () => {
    const { services, asked } = maps("immediate");
    const { inner } = await renderWidget("google_maps", SETTINGS, "w1", { maps: services });
    expect(asked).toEqual([]);
    expect(inner).toBe(
      '<div class="elementor-custom-embed"><iframe loading="lazy" src="https://maps.google.com/maps?q=Atelier+%3Cb%3ETest%3C%2Fb%3E%2C+Paris&amp;t=m&amp;z=15&amp;output=embed&amp;iwloc=near" title="Atelier &lt;b&gt;Test&lt;/b&gt;, Paris" aria-label="Atelier &lt;b&gt;Test&lt;/b&gt;, Paris" referrerPolicy="no-referrer-when-downgrade"></iframe></div>',
    );
  });
});

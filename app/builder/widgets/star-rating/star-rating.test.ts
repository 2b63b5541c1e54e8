import { describe, expect, it } from "vitest";
import { renderWidget } from "../../render/test-support.ts";
import { ratingLabel, starClasses } from "./star-rating.rules.ts";

describe("star-rating rules", () => {
  it("fills whole stars, one star partly in tenths, and leaves the rest empty", () => {
    expect(starClasses(5, 5)).toEqual(Array(5).fill("elementor-star-full"));
    expect(starClasses(3.5, 5)).toEqual([
      "elementor-star-full",
      "elementor-star-full",
      "elementor-star-full",
      "elementor-star-5",
      "elementor-star-empty",
    ]);
    expect(starClasses(0, 5)).toEqual(Array(5).fill("elementor-star-empty"));
    expect(starClasses(12, 10)).toEqual(Array(10).fill("elementor-star-full"));
    expect(starClasses(1.96, 5)[1]).toBe("elementor-star-full");
  });

  it("says the rating in words", () => {
    expect(ratingLabel(4.5, 5)).toBe("Rated 4.5 out of 5");
    expect(ratingLabel(7, 10)).toBe("Rated 7 out of 10");
    expect(ratingLabel(-1, 5)).toBe("Rated 0 out of 5");
  });
});

describe("star-rating widget", () => {
  it("renders Elementor's default (5 of 5) with a text alternative for screen readers", async () => {
    const { inner } = await renderWidget("star-rating", {});
    expect(inner).toContain(
      '<div class="elementor-star-rating elementor-star-rating--star_fontawesome" title="5/5" itemScope="" itemType="https://schema.org/Rating"><span class="elementor-star-rating__stars" aria-hidden="true"><i class="elementor-star-full" data-star="★">★</i>',
    );
    expect(inner).toContain(
      '<span class="elementor-screen-only">Rated 5 out of 5</span><meta itemProp="ratingValue" content="5"/><meta itemProp="bestRating" content="5"/>',
    );
  });

  it("a title, a partial star, outline unmarked stars, a scale of 10", async () => {
    const { inner } = await renderWidget("star-rating", {
      title: "Our customers say",
      rating: "4.3",
      unmarked_star_style: "outline",
    });
    expect(inner).toMatch(
      /^<div class="elementor-star-rating__wrapper"><div class="elementor-star-rating__title">Our customers say<\/div>/,
    );
    expect(inner).toContain('<i class="elementor-star-3" data-star="★">☆</i></span>');
    expect(inner).toContain("Rated 4.3 out of 5");
    const ten = await renderWidget("star-rating", { rating_scale: "10", rating: 8 });
    expect(ten.inner.match(/<i /g)).toHaveLength(10);
    expect(ten.inner).toContain("Rated 8 out of 10");
  });

  it("star colours, size and alignment in the generated CSS (W-CONST-01..03)", async () => {
    const { css, selector } = await renderWidget("star-rating", {
      stars_color: "#B45309",
      stars_unmarked_color: "#d1d5db",
      icon_size: { unit: "px", size: 24 },
      icon_size_mobile: { unit: "px", size: 18 },
      align: "center",
    });
    expect(css).toContain(
      `${selector} .elementor-star-rating i::before,${selector} .elementor-star-rating i.elementor-star-full{color:#B45309}`,
    );
    expect(css).toContain(`${selector} .elementor-star-rating i{color:#d1d5db}`);
    expect(css).toContain(`${selector} .elementor-star-rating{font-size:24px}`);
    expect(css).toContain(`@media(max-width:767px){${selector} .elementor-star-rating{font-size:18px}}`);
    expect(css).toContain(`${selector} .elementor-star-rating__wrapper{justify-content:center}`);
  });
});

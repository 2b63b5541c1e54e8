import { describe, expect, it } from "vitest";
import { renderWidget } from "../../render/test-support.ts";
import {
  initials,
  REVIEW_TRUNCATE_AT,
  ratingText,
  reviewRating,
  stars,
  summaryText,
  truncateReview,
} from "./reviews.rules.ts";

const LONG =
  "The speckled mug keeps my tea warm through a whole chapter, and the glaze catches the morning light beautifully. Ordering again for my sister.";

describe("review rules", () => {
  it("W-MISC-27 review text is truncated at 120 characters", () => {
    expect(REVIEW_TRUNCATE_AT).toBe(120);
    const exact = "x".repeat(120);
    expect(truncateReview(exact)).toEqual({ short: exact, rest: "" });
    const over = "y".repeat(121);
    expect(truncateReview(over)).toEqual({ short: "y".repeat(120), rest: "y" });
    const { short, rest } = truncateReview(LONG);
    expect(short.length).toBeLessThanOrEqual(120);
    expect(short).toBe(
      "The speckled mug keeps my tea warm through a whole chapter, and the glaze catches the morning light beautifully.",
    );
    expect(short + rest).toBe(LONG);
  });

  it("ratings: clamped to 0–5 in half stars; labels and the product summary", () => {
    expect(reviewRating("4.3")).toBe(4.5);
    expect(reviewRating(9)).toBe(5);
    expect(reviewRating("bad")).toBe(0);
    expect(stars(3.5)).toEqual(["full", "full", "full", "half", "empty"]);
    expect(ratingText(4.5)).toBe("Rated 4.5 out of 5");
    expect(summaryText(4.64, 23)).toBe("4.6 out of 5, from 23 reviews");
    expect(summaryText(5, 1)).toBe("5 out of 5, from 1 review");
    expect(initials("Élodie  martin")).toBe("ÉM");
  });
});

describe("reviews widgets", () => {
  it("Pro reviews: cards with stars, reviewer and the whole text split at 120 characters", async () => {
    const { inner, html } = await renderWidget("reviews", {
      slides: [{ name: "Inès", title: "Lyon", content: LONG, rating: 4 }],
    });
    expect(html).toContain('data-vitrine-client="widgets/reviews/reviews"');
    expect(inner).toContain('aria-label="Rated 4 out of 5" role="img"');
    expect(inner).toContain('<p class="vitrine-review-name elementor-testimonial__name">Inès</p>');
    expect(inner).toContain('<span class="vitrine-review-rest"> Ordering again for my sister.</span>');
  });

  it("W-MISC-27 ElementsKit review bound to a product: its real approved reviews fill the cards, headed by its rating and count", async () => {
    const { inner } = await renderWidget("elementskit-review", {
      vitrine_product: "VT-MUG-01",
      ekit_review_items: [
        { ekit_review_name: "Sam <b>", ekit_review_text: "Lovely.", ekit_review_rating: "5" },
      ],
    });
    expect(inner).toContain('<a href="/product/speckled-mug/">Speckled Stoneware Mug</a>');
    expect(inner).toContain("<strong>4.5 out of 5, from 2 reviews</strong>");
    expect(inner).toContain('<p class="vitrine-review-name elementor-testimonial__name">Ines Okafor</p>');
    expect(inner).toContain('2 October 2026<span class="vitrine-review-verified"> · Verified owner</span>');
    expect(inner).toContain('aria-label="Rated 4 out of 5"');
    expect(inner.indexOf("Ines Okafor")).toBeLessThan(inner.indexOf("Tom Reyes"));
    // The settings' own items are the unbound widget's; a bound widget shows only the shop's reviews.
    expect(inner).not.toContain("Sam &lt;b&gt;");
  });

  it("W-MISC-27 a bound widget shows at most vitrine_reviews_limit reviews; a product without reviews says so", async () => {
    const one = await renderWidget("reviews", { vitrine_product: "127", vitrine_reviews_limit: "1" });
    expect(one.inner).toContain("Ines Okafor");
    expect(one.inner).not.toContain("Tom Reyes");
    const none = await renderWidget("reviews", { vitrine_product: "VT-LAMP-01" });
    expect(none.inner).toContain("<strong>No reviews yet</strong>");
    expect(none.inner).not.toContain("vitrine-review-list");
    expect(none.inner).not.toContain("vitrine-review-stars");
  });

  it("unbound cards come from the settings, escaped", async () => {
    const { inner } = await renderWidget("elementskit-review", {
      ekit_review_items: [
        { ekit_review_name: "Sam <b>", ekit_review_text: "Lovely.", ekit_review_rating: "5" },
      ],
    });
    expect(inner).toContain("Sam &lt;b&gt;");
    expect(inner).not.toContain("vitrine-review-rest");
    expect(inner).not.toContain("vitrine-reviews-summary");
  });
});

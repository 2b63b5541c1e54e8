import { describe, expect, it } from "vitest";
import {
  isProductReview,
  ratingFigures,
  reviewDateText,
  reviewParagraphs,
  reviewStars,
  reviewStatusOf,
  reviewText,
} from "./review-rules.ts";

describe("product review rules", () => {
  it('W-MISC-27 WordPress comment states: only "1" is approved; spam and trash are kept apart', () => {
    expect(reviewStatusOf("1")).toBe("approved");
    expect(reviewStatusOf(" 1 ")).toBe("approved");
    expect(reviewStatusOf("0")).toBe("hold");
    expect(reviewStatusOf("")).toBe("hold");
    expect(reviewStatusOf("spam")).toBe("spam");
    expect(reviewStatusOf("trash")).toBe("trash");
    expect(reviewStatusOf("post-trashed")).toBe("trash");
  });

  it("W-MISC-27 the rating meta is 1–5 whole stars; 0, blanks and junk are no rating", () => {
    expect(reviewStars("5")).toBe(5);
    expect(reviewStars(" 1")).toBe(1);
    expect(reviewStars("0")).toBeNull();
    expect(reviewStars("6")).toBeNull();
    expect(reviewStars("4.5")).toBeNull();
    expect(reviewStars("")).toBeNull();
    expect(reviewStars(undefined)).toBeNull();
  });

  it("W-MISC-27 reviews are top-level comments of type review (or plain comments of older shops), not replies or notes", () => {
    expect(isProductReview({ type: "review", parentId: 0 })).toBe(true);
    expect(isProductReview({ type: "", parentId: 0 })).toBe(true);
    expect(isProductReview({ type: "comment", parentId: 0 })).toBe(true);
    expect(isProductReview({ type: "review", parentId: 12 })).toBe(false);
    expect(isProductReview({ type: "order_note", parentId: 0 })).toBe(false);
    expect(isProductReview({ type: "pingback", parentId: 0 })).toBe(false);
  });

  it("W-MISC-27 figures: approved reviews count, the average is over rated ones to two places", () => {
    expect(ratingFigures([])).toEqual({ reviewCount: 0, averageRating: 0 });
    expect(
      ratingFigures([
        { status: "approved", rating: 5 },
        { status: "approved", rating: 4 },
        { status: "approved", rating: 4 },
        { status: "approved", rating: null },
        { status: "hold", rating: 1 },
        { status: "spam", rating: 1 },
        { status: "trash", rating: 1 },
      ]),
    ).toEqual({ reviewCount: 4, averageRating: 4.33 });
    expect(ratingFigures([{ status: "approved", rating: null }])).toEqual({
      reviewCount: 1,
      averageRating: 0,
    });
  });

  it("W-MISC-27 review content becomes plain text: tags dropped, entities decoded, paragraphs kept", () => {
    expect(reviewText("<p>Great <b>mug</b> &amp; saucer</p>\r\n<p>Would buy&#33; again &#x263A;</p>")).toBe(
      "Great mug & saucer\n\n\nWould buy! again ☺".replace("\n\n\n", "\n\n"),
    );
    expect(reviewText('Line one<br/>line two <script>alert("x")</script>&unknown;')).toBe(
      "Line one\nline two &unknown;",
    );
    expect(reviewParagraphs("One\n\nTwo\nstill two\n\n\n")).toEqual(["One", "Two\nstill two"]);
  });

  it("W-MISC-27 dates read in the shop's time zone", () => {
    expect(reviewDateText("2026-10-01T23:30:00.000Z", "UTC")).toBe("1 October 2026");
    expect(reviewDateText("2026-10-01T23:30:00.000Z", "Europe/Paris")).toBe("2 October 2026");
    expect(reviewDateText("not a date", "UTC")).toBe("");
  });
});

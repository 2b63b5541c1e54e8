import { describe, expect, it } from "vitest";
import {
  CAROUSEL_DEFAULT_PER_GROUP,
  CAROUSEL_DEFAULT_SHOWN,
  carouselColumns,
  shouldStartCarousel,
} from "./carousel.ts";

describe("carousel", () => {
  it("is not started with fewer than 2 slides (S-PROD-21)", () => {
    expect(shouldStartCarousel(0)).toBe(false);
    expect(shouldStartCarousel(1)).toBe(false);
    expect(shouldStartCarousel(2)).toBe(true);
    expect(shouldStartCarousel(10)).toBe(true);
  });

  it("shows 3 slides, moving 1 per group, by default (S-CONST-10)", () => {
    expect(CAROUSEL_DEFAULT_SHOWN).toBe(3);
    expect(CAROUSEL_DEFAULT_PER_GROUP).toBe(1);
    expect(carouselColumns("desktop")).toBe(3);
    expect(carouselColumns("desktop", 5)).toBe(5);
  });

  it("shows 1 slide on mobile (S-CONST-11)", () => {
    expect(carouselColumns("mobile")).toBe(1);
    expect(carouselColumns("mobile", 5)).toBe(1);
  });

  it("shows 2 slides on tablet, 1 when only one is shown (S-CONST-11)", () => {
    expect(carouselColumns("tablet")).toBe(2);
    expect(carouselColumns("tablet", 2)).toBe(2);
    expect(carouselColumns("tablet", 1)).toBe(1);
  });

  it("counts a shown value below 1 as 1 (S-CONST-10)", () => {
    expect(carouselColumns("desktop", 0)).toBe(1);
    expect(carouselColumns("tablet", 0)).toBe(1);
  });
});

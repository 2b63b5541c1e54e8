/** Carousel defaults (S-CONST-10, S-CONST-11). */
export const CAROUSEL_DEFAULT_SHOWN = 3;
export const CAROUSEL_DEFAULT_PER_GROUP = 1;
export const CAROUSEL_TABLET_SHOWN = 2;
export const CAROUSEL_MOBILE_SHOWN = 1;
/** Fewer slides than this and the carousel is not started (S-PROD-21). */
export const CAROUSEL_MIN_SLIDES = 2;

export type CarouselDevice = "desktop" | "tablet" | "mobile";

/** A carousel (or slider) with fewer than 2 slides is not started (S-PROD-21). */
export function shouldStartCarousel(slideCount: number): boolean {
  return slideCount >= CAROUSEL_MIN_SLIDES;
}

/**
 * Slides shown at once: `shown` (3 by default) on desktop; 2 on tablet, or 1 when only one is shown;
 * 1 on mobile (S-CONST-10, S-CONST-11). A `shown` below 1 counts as 1.
 */
export function carouselColumns(device: CarouselDevice, shown: number = CAROUSEL_DEFAULT_SHOWN): number {
  const desktop = Math.max(1, Math.trunc(shown));
  switch (device) {
    case "desktop":
      return desktop;
    case "tablet":
      return desktop === 1 ? 1 : CAROUSEL_TABLET_SHOWN;
    case "mobile":
      return CAROUSEL_MOBILE_SHOWN;
  }
}

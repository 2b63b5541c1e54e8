import type { CarouselDefaults } from "../../carousel/carousel.rules.ts";

/** Product cards per view: 4 on desktops, 3 on tablets, 2 on phones (the Products grid's columns). */
export const PRODUCT_CAROUSEL_DEFAULTS: CarouselDefaults = {
  slidesToShow: { desktop: 4, tablet: 3, mobile: 2 },
};

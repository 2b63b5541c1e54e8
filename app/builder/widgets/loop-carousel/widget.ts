import { carouselCss } from "../../carousel/carousel-markup.tsx";
import { CAROUSEL_FRONTEND_SETTINGS } from "../../carousel/settings.ts";
import { type LoopItemsData, loadLoopItems } from "../../loop/load-loop.ts";
import { defineWidget } from "../../widget.ts";
import { LoopCarousel } from "./loop-carousel.tsx";
import { loopCarouselSettings } from "./settings.ts";

export default defineWidget({
  types: ["loop-carousel"],
  settings: loopCarouselSettings,
  Component: LoopCarousel,
  load: (settings, services, context): Promise<LoopItemsData | null> =>
    loadLoopItems({
      settings,
      services,
      context,
      // Each loop item is a slide itself (Elementor's contract), labelled as the carousel pattern asks.
      itemMarkup: (index, count) => ({
        classes: ["swiper-slide"],
        attributes: `role="group" aria-roledescription="slide" aria-label="${index + 1} of ${count}"`,
      }),
    }),
  css(settings, style) {
    carouselCss(settings, style);
  },
  frontendSettings: CAROUSEL_FRONTEND_SETTINGS,
  client: "loop-carousel",
});

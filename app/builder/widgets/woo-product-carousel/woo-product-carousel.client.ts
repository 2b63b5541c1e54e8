import { mountCarousel } from "../../carousel/mount-carousel.ts";
import type { WidgetModule } from "../../runtime/types.ts";
import { PRODUCT_CAROUSEL_DEFAULTS } from "./woo-product-carousel.rules.ts";

/** Starts the shared Swiper carousel with the Woo cut-offs 640 / 768 / 1024 px (W-MISC-32). */
const module: WidgetModule = {
  mount(element, settings, runtime) {
    const mounted = mountCarousel(element, settings, runtime, {
      defaults: PRODUCT_CAROUSEL_DEFAULTS,
      cutoffs: "woo",
    });
    mounted.then(
      (carousel) => {
        if (carousel) element.dataset.carousel = "started";
      },
      (error: unknown) => console.error(error),
    );
    return () => {
      void mounted.then((carousel) => carousel?.destroy());
    };
  },
};

export default module;

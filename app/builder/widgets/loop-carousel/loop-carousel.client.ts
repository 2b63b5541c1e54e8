import { mountCarousel } from "../../carousel/mount-carousel.ts";
import type { WidgetModule } from "../../runtime/types.ts";

/**
 * Starts the shared Swiper carousel on the loop carousel (Swiper 8.4.5, fetched only now, W-MISC-33) with the
 * Woo carousels' breakpoints at 640, 768 and 1024 px (W-MISC-32).
 */
const module: WidgetModule = {
  mount(element, settings, runtime) {
    const mounted = mountCarousel(element, settings, runtime, { cutoffs: "woo" });
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

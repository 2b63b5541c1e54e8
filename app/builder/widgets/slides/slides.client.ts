import { mountCarousel } from "../../carousel/mount-carousel.ts";
import { fromProCarousel, SINGLE_SLIDE_DEFAULTS } from "../../carousel/pro-keys.ts";
import type { WidgetModule } from "../../runtime/types.ts";

/** Starts the shared Swiper carousel on the slides (Swiper fetched only now, and only with 2+ slides). */
const module: WidgetModule = {
  mount(element, settings, runtime) {
    const mounted = mountCarousel(element, fromProCarousel(settings), runtime, {
      defaults: SINGLE_SLIDE_DEFAULTS,
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
